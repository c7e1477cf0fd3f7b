"""Lore bids and the talents that change them (issue 22): a bid that tells nothing new is not
checked off (p. 32); Weird, Wise, Ancient asks one follow-up for free (p. 57); Loremaster pays
1 Resolve in place of a bid (p. 79), 1 XP besides while in training (p. 33).

The parley's meetings are those of ``test_parley`` (the gilded door: likes stories, hates
threats, wants company, needs its enchantment kept); the fights those of
``test_challenge_actions`` (seed 2's guild against goblins)."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import accounted, goblins  # noqa: F401
from tests.unit.engine.test_challenge_actions import acts, hand, key, lay, play, ready, turn
from tests.unit.engine.test_parley import character, meeting
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import meet
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent
from worm.rules import lore_bids

LIKES = {("gilded_door", "like", "stories"), ("gilded_door", "dislike", "threats")}
WANT = ("gilded_door", "want", "someone kind to pass the time with")
NEED = ("gilded_door", "need", "its enchantment kept")


def teach(game: Game, who: str, talent: str, state: str = "mastered", **sheet: int) -> None:
    """``who`` (an id) knows ``talent`` in ``state``; ``sheet`` sets numbers (lore_bids, ...)."""
    a = game.guild.adventurer(who)
    talents = (*(t for t in a.talents if t.id != talent), Talent(id=talent, state=state))  # type: ignore[arg-type]
    game.set_adventurer(a.model_copy(update={"talents": talents, **sheet}))


def bids(game: Game) -> int:
    return sum(a.lore_bids for a in game.guild.adventurers)


# --- the parley (p. 32) ------------------------------------------------------------------------


def test_a_bid_that_would_tell_nothing_new_is_not_checked_off() -> None:
    game = meeting(character(start="surprise"))
    assert LIKES <= game.lore, "the first like and dislike show at once (policy, p. 180)"
    game.execute(cmd.Approach(approach="lore"))
    game.execute(cmd.Approach(approach="lore"))
    assert {WANT, NEED} <= game.lore, "each bid told the next thing not known"
    left = bids(game)
    with pytest.raises(IllegalCommand, match="no bid is spent"):
        game.execute(cmd.Approach(approach="lore"))
    assert bids(game) == left


@pytest.mark.parametrize("gnome", [True, False])
def test_weird_wise_ancient_asks_one_follow_up_for_free(gnome: bool) -> None:
    game = meeting(character(start="surprise"))
    who = game.guild.adventurers[0].id
    if gnome:
        teach(game, who, lore_bids.FOLLOW_UP)
    before = game.guild.adventurer(who).lore_bids
    events = game.execute(cmd.Approach(approach="lore", who=who))
    assert game.guild.adventurer(who).lore_bids == before - 1, "one bid, follow-up or not"
    assert WANT in game.lore
    assert (NEED in game.lore) is gnome
    assert any(g.rule == "p. 57" for g in events if isinstance(g, ev.Gm)) is gnome


def test_loremaster_spends_a_resolve_once_the_bids_are_gone() -> None:
    game = meeting(character(start="surprise"))
    for a in game.guild.adventurers:  # no bid left, and no Loremaster (seed 2's Bidziil trains it)
        talents = tuple(t for t in a.talents if t.id != lore_bids.LOREMASTER)
        game.set_adventurer(a.model_copy(update={"lore_bids": 0, "talents": talents}))
    with pytest.raises(IllegalCommand, match="no one has a lore bid left"):
        game.execute(cmd.Approach(approach="lore"))
    who = game.guild.adventurers[1].id
    teach(game, who, lore_bids.LOREMASTER, resolve=4)
    events = game.execute(cmd.Approach(approach="lore"))
    a = game.guild.adventurer(who)
    assert (a.resolve, a.lore_bids) == (3, 0), "1 Resolve in place of the bid (p. 79)"
    assert WANT in game.lore
    assert any(g.rule == "p. 79" for g in events if isinstance(g, ev.Gm))


def test_loremaster_keeps_its_resolve_while_a_bid_is_left() -> None:
    game = meeting(character(start="surprise"))
    who = game.guild.adventurers[0].id
    teach(game, who, lore_bids.LOREMASTER, resolve=4, lore_bids=2)
    game.execute(cmd.Approach(approach="lore", who=who))
    a = game.guild.adventurer(who)
    assert (a.resolve, a.lore_bids) == (4, 1)


def test_loremaster_in_training_costs_1_xp_when_it_pays() -> None:
    game = meeting(character(start="surprise"))
    who = game.guild.adventurers[0].id
    teach(game, who, lore_bids.LOREMASTER, "in_training", resolve=2, lore_bids=0, xp=3)
    events = game.execute(cmd.Approach(approach="lore", who=who))
    a = game.guild.adventurer(who)
    assert (a.resolve, a.xp) == (1, 2)
    talent = a.talent(lore_bids.LOREMASTER)
    assert talent is not None and talent.xp_spent == 1
    assert [e.change for e in events if isinstance(e, ev.Xp)] == [-1]


def test_the_bot_bids_lore_once_on_a_creature_it_knows_nothing_of() -> None:
    game = meeting(character(start="surprise"))
    bot = Autoplay()
    assert bot._parley(game) == cmd.Approach(approach="lore")
    game.execute(cmd.Approach(approach="lore"))
    assert bot._parley(game) != cmd.Approach(approach="lore")


# --- in a Challenge (p. 120) -------------------------------------------------------------------


def bryonie_to_bid() -> tuple[Game, str]:
    """A fight with Bryonie to act, the Two of Swords in hand for Bid Lore; her id."""
    game = ready()
    lay(game, "Temperance", Bryonie="Two of Cups", Gunhild="Three of Cups", Bidziil="Four of Cups")
    hand(game, "Bryonie", "Two of Swords")
    return game, turn(game, "Bryonie")


@pytest.mark.usefixtures("goblins")
def test_a_gnome_bidding_in_a_fight_learns_two_traits_for_one_bid() -> None:
    game, bryonie = bryonie_to_bid()
    teach(game, bryonie, lore_bids.FOLLOW_UP)
    meeting_ = game.meeting
    assert meeting_ is not None
    unknown = len(meeting_.traits) - len(meet.known(game, meeting_))
    assert unknown >= 2, "the precondition: two traits left to learn"
    known = len(game.lore)
    play(game, "Bryonie", "Two of Swords", "Bid Lore")
    assert game.guild.adventurer(bryonie).lore_bids == 3
    assert len(game.lore) == known + 2
    accounted(game)


@pytest.mark.usefixtures("goblins")
def test_a_fight_bid_with_nothing_left_to_learn_keeps_the_bid() -> None:
    game, bryonie = bryonie_to_bid()
    meeting_ = game.meeting
    assert meeting_ is not None
    meet.learn(game, meeting_, list(range(len(meeting_.traits))), how="known")
    events = play(game, "Bryonie", "Two of Swords", "Bid Lore")
    assert acts(events, "Bid Lore")[0].result == "knows nothing of use"
    assert game.guild.adventurer(bryonie).lore_bids == 4, "no use checked off (p. 32)"
    assert key(game, "Bryonie") == bryonie
    accounted(game)


@pytest.mark.usefixtures("goblins")
def test_a_loremaster_bids_in_a_fight_with_resolve_when_no_bid_is_left() -> None:
    game, bryonie = bryonie_to_bid()
    teach(game, bryonie, lore_bids.LOREMASTER, lore_bids=0, resolve=2)
    known = len(game.lore)
    play(game, "Bryonie", "Two of Swords", "Bid Lore")
    a = game.guild.adventurer(bryonie)
    assert (a.resolve, a.lore_bids) == (1, 0)
    assert len(game.lore) == known + 1
    accounted(game)


def test_a_loremaster_talks_in_any_tongue_for_1_xp_in_training() -> None:
    """Loremaster's first advantage (p. 79): seed 2's Bidziil (a3) trains it, and speaks to
    one who knows only Ancient Underfolk, which nobody in the guild learned."""
    game = meeting(character(start="surprise", speaks=("ancient_underfolk",)))
    assert not any("ancient_underfolk" in a.languages for a in game.guild.adventurers)
    teach(game, "a3", lore_bids.LOREMASTER, "in_training", xp=3)
    events = game.execute(cmd.Approach(approach="flatter"))
    assert any(isinstance(e, ev.Gm) and e.rule == "p. 79" for e in events)
    assert game.guild.adventurer("a3").xp == 2, "1 XP for the talent in training (p. 33)"
    teach(game, "a3", lore_bids.LOREMASTER, "in_training", xp=0)
    with pytest.raises(IllegalCommand, match="only Ancient Underfolk"):
        game.execute(cmd.Approach(approach="flatter"))
