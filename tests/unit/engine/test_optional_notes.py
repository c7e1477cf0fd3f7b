"""The optional notes played in a Challenge: Threshold (pp. 251, 268), Retributive (p. 251),
Strange Body (p. 248) and rusted armor (pp. 277, 286).

The stand-in monster fights as the book's goblins (``fight_kit``: body 2 Health, 1 Defense);
which optional notes its band carries is the GM's policy (``worm.gm.optional_notes``), set
here by hand through ``worm.engine.optional_notes.carried``. The kelpie's Threshold is not
optional: the goblins are given the kelpie's note itself. Seed 5's guild: Patty (a blade),
Offa (a dagger) and Svein.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.unit.engine.fight_kit import set_parts
from tests.unit.engine.test_aura_of_ice import patty_first
from tests.unit.engine.test_creature_dooms import (
    fighting_as,  # noqa: F401  (a fixture)
    foe,
    member,
    note,
    ready,
    rulings,
    wounds_to,
)
from worm.engine import challenge, optional_notes, skirmish
from worm.engine import events as ev
from worm.engine.actions import engagement, harm, swords
from worm.engine.session import Game
from worm.gm import optional_notes as policy
from worm.rules import dooms
from worm.text import fight as fight_words


def carry(monkeypatch: pytest.MonkeyPatch, held: policy.Carried) -> None:
    """Every band met carries ``held`` (the policy's choice, made by hand)."""
    monkeypatch.setattr(optional_notes, "carried", lambda game, block, room: held)


def strike(game: Game, count: int, means: dooms.Means | None = None) -> list[ev.Event]:
    """``count`` Wounds to the first foe from no one in particular; the events they made."""
    mark = len(game.log.events)
    harm.harm_foe(game, foe(game), count, cause="test", means=means or dooms.Means())
    return game.log.events[mark:]


def next_turn(game: Game) -> None:
    """The count moves on to another turn (p. 113)."""
    ch = game.challenge
    game.challenge = replace(ch, count=ch.count + 1, actor=member(game, "Svein"))


# --- Threshold (pp. 251, 268) -------------------------------------------------------------------


def test_an_elites_threshold_turns_aside_one_wound_and_gives_way_to_the_second_that_turn(
    fighting_as,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """p. 251: no damage lands until 2 Wounds are dealt in one turn, and from then on it
    lands as usual: the first Wound of a turn glances off, the second that turn lands, and a
    lone Wound in a later turn lands too."""
    game = ready()
    fighting_as(notes=())
    carry(monkeypatch, policy.Carried((policy.THRESHOLD,)))
    name = game.challenge.fighter(foe(game)).name
    first = strike(game, 1)
    assert wounds_to(first, name) == 0
    assert any("glances off" in why for why in rulings(first, "p. 251"))
    second = strike(game, 1)
    assert wounds_to(second, name) == 1
    next_turn(game)
    assert wounds_to(strike(game, 1), name) == 1


def test_a_lone_wound_each_turn_never_breaks_a_threshold(
    fighting_as,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """p. 251: 1 Wound in each of several turns never adds up to 2 in a single turn."""
    game = ready()
    fighting_as(notes=())
    carry(monkeypatch, policy.Carried((policy.THRESHOLD,)))
    before = game.challenge.fighter(foe(game))
    for _ in range(3):
        assert wounds_to(strike(game, 1), before.name) == 0
        next_turn(game)
    assert game.challenge.fighter(foe(game)).parts == before.parts


def test_a_two_wound_blow_breaks_the_kelpies_threshold_and_lands_whole(
    fighting_as,  # noqa: F811
) -> None:
    """p. 268: the kelpie's own Threshold (not optional) gives way to 2 Wounds in one blow,
    both of which land (1 on Defense, 1 on Health)."""
    game = ready()
    fighting_as(notes=(note(game, "kelpie", "Threshold"),))
    name = game.challenge.fighter(foe(game)).name
    events = strike(game, 2)
    assert wounds_to(events, name) == 2
    assert rulings(events, "p. 268")


@pytest.mark.parametrize("silver", [True, False], ids=["silver", "iron"])
def test_silver_breaks_the_kelpies_threshold_at_once(
    fighting_as,  # noqa: F811
    silver: bool,
) -> None:
    """p. 268: harm from a silver weapon breaks the kelpie's Threshold, so a lone Wound of
    silver lands where one of iron glances off."""
    game = ready()
    fighting_as(notes=(note(game, "kelpie", "Threshold"),))
    name = game.challenge.fighter(foe(game)).name
    events = strike(game, 1, dooms.Means(weapon="blade", silver=silver))
    assert wounds_to(events, name) == (1 if silver else 0)


def test_without_a_threshold_a_lone_wound_lands(fighting_as) -> None:  # noqa: F811
    game = ready()
    fighting_as(notes=())
    name = game.challenge.fighter(foe(game)).name
    assert wounds_to(strike(game, 1), name) == 1


# --- Strange Body (p. 248) ----------------------------------------------------------------------


def test_a_strange_body_shrugs_off_its_immunity_and_takes_2_wounds_from_its_weakness(
    fighting_as,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """p. 248: immune to one kind of harm (here fire), 2 Wounds in place of 1 from another
    (here a blunt weapon); a third kind (a blade) deals its 1 as usual."""
    game = ready()
    fighting_as(notes=())
    carry(monkeypatch, policy.Carried((policy.STRANGE_BODY,), immune="fire", vulnerable="blunt"))
    name = game.challenge.fighter(foe(game)).name
    burned = strike(game, 1, dooms.Means(fire=True))
    assert wounds_to(burned, name) == 0
    assert any("fire cannot harm" in why for why in rulings(burned, "p. 248"))
    cut = strike(game, 1, dooms.Means(weapon="blade"))
    assert wounds_to(cut, name) == 1
    set_parts(game, foe(game), 5, 0)
    crushed = strike(game, 1, dooms.Means(weapon="hammer"))
    assert wounds_to(crushed, name) == 2
    assert game.challenge.fighter(foe(game)).parts[0].health == 3
    assert any("2 Wounds, not 1, from blunt weapons" in why for why in rulings(crushed, "p. 248"))


# --- Retributive (p. 251) -----------------------------------------------------------------------


@pytest.mark.parametrize("retributive", [True, False], ids=["retributive", "plain"])
def test_one_engaged_with_a_retributive_elite_takes_a_wound_as_their_turn_begins(
    fighting_as,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    retributive: bool,
) -> None:
    """p. 251: Patty, engaged with the elite when the count reaches her, takes 1 Wound before
    she acts; Offa, not engaged, takes none."""
    game = ready()
    fighting_as(notes=())
    carry(monkeypatch, policy.Carried((policy.RETRIBUTIVE,) if retributive else ()))
    patty, offa = member(game, "Patty"), member(game, "Offa")
    engagement.engage(game, patty, foe(game))
    patty_first(game)
    mark = len(game.log.events)
    assert challenge._next_turn(game)
    events = game.log.events[mark:]
    assert game.challenge.actor == patty
    assert wounds_to(events, game.guild.adventurer(patty).name) == (1 if retributive else 0)
    assert wounds_to(events, game.guild.adventurer(offa).name) == 0


# --- rusted armor (pp. 277, 286) ----------------------------------------------------------------


@pytest.mark.parametrize("extra", [0, 1, 2])
def test_rusted_armor_adds_its_defense_as_the_fight_begins(
    fighting_as,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    extra: int,
) -> None:
    """p. 277: a skeleton in old rusted armor has 1 or 2 Defense more (the goblins' 1 made 2
    or 3), told with its page as the fight begins."""
    fighting_as(notes=())
    held = policy.Carried((policy.RUSTED_ARMOR,), defense=extra, page="p. 277")
    carry(monkeypatch, held if extra else policy.NONE)
    game = ready()
    assert game.challenge.fighter(foe(game)).parts[0].defense == 1 + extra
    told = [why for why in rulings(game.log.events, "p. 277") if "Rusted Armor" in why]
    assert bool(told) == bool(extra)
    board = fight_words.view(game)
    assert f"Defense {1 + extra}/{1 + extra}" in board
    assert (f"Rusted Armor (+{extra} Defense)" in board) == bool(extra)
    strike(game, 1)
    assert f"Defense {extra}/{1 + extra}" in fight_words.view(game)


def test_the_parley_tells_the_optional_notes_the_band_carries(
    fighting_as,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The parley's description names what the GM gave this band (pp. 248, 251, 277)."""
    game = ready()
    carry(monkeypatch, policy.Carried((policy.RUSTED_ARMOR,), defense=2, page="p. 277"))
    assert game.meeting is not None
    line = optional_notes.parley_line(game, game.meeting)
    assert line is not None and "Rusted Armor (+2 Defense)" in line
    carry(monkeypatch, policy.NONE)
    assert optional_notes.parley_line(game, game.meeting) is None


@pytest.mark.parametrize("immune", ["slashing", "blunt"])
def test_the_menu_and_the_bot_know_a_strange_body_shrugs_off_the_blade(
    fighting_as,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
    immune: str,
) -> None:
    """p. 248: Patty's blade does nothing to a body immune to slashing, so her Attack offer
    says so and the bot does not count the band as one she can harm; immune to blunt, the
    blade harms it."""
    game = ready()
    fighting_as(notes=())
    carry(monkeypatch, policy.Carried((policy.STRANGE_BODY,), immune=immune, vulnerable="fire"))
    ch = game.challenge
    patty = ch.fighter(member(game, "Patty"))
    offers = [
        o.label for o in swords.attack_offers(game, patty, ch, game.guild.adventurer(patty.key))
    ]
    vain = any("Strange Body: no harm from slashing weapons" in label for label in offers)
    assert vain == (immune == "slashing")
    assert skirmish._harmless_to(game, patty, "foes") == (immune == "slashing")
