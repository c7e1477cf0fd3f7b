"""Foes called into a fight under way: the vampire's Call Bats (p. 282) and the Yellow King's
Faithful Servant, Tender Companion (p. 269).

The stand-in monster fights as the book's goblins (``fight_kit``) given the doom under test;
seed 5's guild: Patty, Offa and Svein, everyone in the first zone.
"""

from __future__ import annotations

from dataclasses import replace

from tests.unit.engine.fight_kit import give
from tests.unit.engine.test_creature_dooms import (
    doom,
    fighting_as,  # noqa: F401  (a fixture)
    ready,
    rulings,
)
from worm import tarot
from worm.engine import antagonists, challenge, invariants, restocking, summoned
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import arete, foes
from worm.model.challenge import GM
from worm.text import fight, fightwords


def call(game: Game) -> None:
    """The band plans its turn and the plan is revealed."""
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is not None and plan.action == "Doom"
    challenge.reveal(game, antagonists._declare(game, "foes", plan, minor=False))


def test_call_bats_brings_a_cloud_whose_initiative_is_the_card_played(
    fighting_as,  # noqa: F811
) -> None:
    """p. 282: the GM plays the 9 of lesser dooms; a cloud of bats, HD 2/0, joins as a band of
    its own with that card as its Initiative, and every card is still in one place."""
    game = ready()
    fighting_as(lesser=(doom(game, "vampire", "Call Bats"),))
    give(game, GM, "The Hermit", "The High Priestess")
    mark = len(game.log.events)
    call(game)
    ch = game.challenge
    clouds = summoned.bats(ch)
    assert len(clouds) == 1
    cloud = clouds[0]
    assert cloud.initiative == tarot.card_named("The Hermit")
    (bat,) = ch.members(cloud.key)
    assert (bat.health, bat.parts[0].defense) == (2, 0)
    assert bat.zone == ch.members("foes")[0].zone
    assert ch.hand(GM) == (tarot.card_named("The High Priestess"),)
    assert rulings(game.log.events[mark:], "p. 282")
    assert invariants.cards(game) == []
    shown = fight.view(game)
    assert "Cloud of Bats" in shown and "The Hermit" in shown  # its Initiative, face up


def test_a_cloud_of_bats_adds_two_cards_to_the_gms_hand_in_place_of_a_kind_and_an_enemy(
    fighting_as,  # noqa: F811
) -> None:
    """p. 282: while the bats fight the GM draws 2 more cards a round; once they fall, none."""
    game = ready()
    fighting_as(lesser=(doom(game, "vampire", "Call Bats"),))
    before, _ = challenge.hand_size(game)
    give(game, GM, "The Hermit")
    call(game)
    with_bats, counted = challenge.hand_size(game)
    assert with_bats == before + summoned.BAT_CARDS == before + 2
    assert counted["bats"] == 2
    ch = game.challenge
    (bat,) = ch.members(summoned.bats(ch)[0].key)
    game.challenge = ch.with_fighter(replace(bat, out="destroyed"))
    assert challenge.hand_size(game)[0] == before


def test_the_bats_act_when_their_number_comes_and_the_count_keeps_its_cards(
    fighting_as,  # noqa: F811
) -> None:
    """The cloud takes its own turn on its Initiative, 14 (p. 113), and the round ends with
    every card accounted for; round 2's hand counts the bats' 2 cards (p. 282)."""
    game = ready()
    fighting_as(lesser=(doom(game, "vampire", "Call Bats"),))
    give(game, GM, "Temperance", "The Empress")
    call(game)
    ch = game.challenge
    key = summoned.bats(ch)[0].key
    assert not ch.group(key).acted
    for a in ch.side("guild"):
        game.challenge = game.challenge.with_group(replace(game.challenge.group(a.key), acted=True))
    game.challenge = replace(game.challenge, step="count")
    mark = len(game.log.events)
    challenge.advance(game)
    told = [e for e in game.log.events[mark:] if isinstance(e, ev.Narration)]
    assert any("Count 14" in e.text and "Bats" in e.text for e in told)
    assert invariants.cards(game) == []
    rounds = [e for e in game.log.events[mark:] if isinstance(e, ev.ChallengeRound)]
    assert rounds and rounds[-1].bats == 2 and rounds[-1].round == 2
    assert "+ 2 for bats called up" in fight.round_line(rounds[-1])  # the text game's line


def test_a_cloud_called_after_the_first_fell_has_a_name_of_its_own(
    fighting_as,  # noqa: F811
) -> None:
    """Once the first cloud is down the vampire calls another, and the text game's targets
    tell the two apart (p. 282)."""
    game = ready()
    fighting_as(lesser=(doom(game, "vampire", "Call Bats"),))
    give(game, GM, "The Hermit")
    call(game)
    ch = game.challenge
    (first,) = ch.members(summoned.bats(ch)[0].key)
    game.challenge = ch.with_fighter(replace(first, out="destroyed"))
    give(game, GM, "Temperance")
    call(game)
    (cloud,) = summoned.bats(game.challenge)
    (second,) = game.challenge.members(cloud.key)
    assert (first.name, second.name) == ("Cloud of Bats", "Cloud of Bats 2")
    assert fightwords.target(game.challenge, "bats 2") == second.key


def test_without_a_lesser_card_no_bats_come(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(lesser=(doom(game, "vampire", "Call Bats"),))
    give(game, GM, "The Sun")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is None or plan.doom != summoned.BATS


def test_bats_left_standing_are_not_remembered_on_the_level(fighting_as) -> None:  # noqa: F811
    """The cloud is no band the dungeon holds: after the fight only the band met is kept."""
    game = ready()
    fighting_as(lesser=(doom(game, "vampire", "Call Bats"),))
    give(game, GM, "The Hermit")
    call(game)
    ch = game.challenge
    (vampire,) = ch.members("foes")
    ch = ch.with_fighter(replace(vampire, out="dead"))
    restocking.remember(game, ch, "victory")
    band = next(b for b in game.state.bands if b.room == ch.room)
    assert band.fate == "slain"


def test_felling_bats_is_no_new_kind_for_an_orcs_skull() -> None:
    assert not arete.new_kind(foes.BATS, (), frozenset())
    assert arete.new_kind("forest_imps", (), frozenset())


# --- Faithful Servant, Tender Companion (p. 269) -------------------------------------------------


def kill(game: Game, name: str) -> str:
    """``name`` of the guild lies dead, out of the fight."""
    a = next(a for a in game.guild.adventurers if a.name.startswith(name))
    dead = a.model_copy(update={"conditions": a.conditions.model_copy(update={"dead": True})})
    game.guild = game.guild.with_adventurer(dead)
    ch = game.challenge
    game.challenge = ch.with_fighter(replace(ch.fighter(a.id), out="dead"))
    return a.name


def test_the_yellow_king_raises_a_copy_of_the_guilds_dead_with_hd_1_0(
    fighting_as,  # noqa: F811
) -> None:
    """p. 269: the GM plays The Sun; a copy of dead Svein joins the foes, Health 1 and
    Defense 0, a band of its own that lays an Initiative from the next round; the card goes
    to the discard and every card is in one place."""
    game = ready()
    fighting_as(greater=(doom(game, "lich_yellow_king", summoned.CLONE),))
    name = kill(game, "Svein")
    give(game, GM, "The Sun")
    mark = len(game.log.events)
    call(game)
    ch = game.challenge
    copies = [g for g in ch.groups if g.creature == foes.CLONE]
    assert len(copies) == 1 and name in copies[0].name
    assert copies[0].initiative is None
    (copy,) = ch.members(copies[0].key)
    assert (copy.health, copy.parts[0].defense, copy.fighting) == (1, 0, True)
    assert ch.hand(GM) == ()
    assert tarot.card_named("The Sun") in game.decks.major.discard_pile
    assert rulings(game.log.events[mark:], "p. 269")
    assert invariants.cards(game) == []
    again = antagonists._plan(game, "foes", minor=False)
    assert again is None or again.doom != summoned.CLONE  # each of the dead once


def test_no_dead_no_copy(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(greater=(doom(game, "lich_yellow_king", summoned.CLONE),))
    give(game, GM, "The Sun")
    plan = antagonists._plan(game, "foes", minor=False)
    assert plan is None or plan.doom != summoned.CLONE
