"""Item rules of pp. 164–169 that had no test of their own: salt keeps hunted game as rations
in the Camp (p. 168, with Hunt p. 137); fancy booze is a gift a drinker likes (p. 164); a
grappling hook with rope climbs without a test (p. 167)."""

from __future__ import annotations

import pytest

from tests.unit.engine.fight_kit import goblins  # noqa: F401 (fixture)
from tests.unit.engine.test_camp import camp_game, give, of, stack
from tests.unit.engine.test_challenge_actions import gunhild_first, hand, key, play, turn
from tests.unit.engine.test_parley import character, meeting, moods, say
from worm.content.personality import Trait
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit


def test_salt_cures_game_nobody_can_cook_into_rations() -> None:
    """p. 168: a slot of salt spent turns the hunt's raw game into rations; without it (and
    without cooking gear to eat it tonight) the game spoils (p. 137)."""
    for salted in (True, False):
        game = camp_game()
        give(game, "a1", "bow")
        lost, _ = kit.lose(game.guild.adventurer("a3"), "cooking_gear", 1)
        game.guild = game.guild.with_adventurer(lost)
        if salted:
            give(game, "a2", "salt")
        game.execute(cmd.Camp())
        stack(game, minor=["King of Cups"])  # a success: one portion of game
        game.execute(cmd.CampAct(who="a1", action="hunt"))
        before = kit.count(game.guild.adventurer("a2"), "ration")
        stack(game, major=[4])
        events = game.execute(cmd.CampOn())
        a2 = game.guild.adventurer("a2")
        why = [g.why for g in of(events, ev.Gm)]
        if salted:
            assert kit.count(a2, "salt") == 0
            assert kit.count(a2, "ration") == before  # ate one, gained the salted one
            assert any("salt cures 1 portion" in w for w in why), why
        else:
            assert kit.count(a2, "ration") == before - 1
            assert any("spoil" in w for w in why), why


def test_fancy_booze_is_a_gift_a_drinker_likes() -> None:
    """p. 164: fancy booze trades with denizens and nobles; given to one who likes drink it
    moves its Disposition with no test, as any like touched does (p. 100; the alcohol taste
    of tastes.toml)."""
    person = character(start="sadness", likes=(Trait(text="good wine", tastes=("alcohol",)),))
    game = meeting(person)
    give(game, game.guild.adventurers[0].id, "booze_fancy")
    events = say(game, "offer", item="booze_fancy")
    assert not of(events, ev.Fate)
    assert moods(events) == [("surprise", "basic", "like")]


@pytest.mark.usefixtures("goblins")
@pytest.mark.parametrize("hooked", [True, False])
def test_a_grappling_hook_and_rope_climb_without_a_test(hooked: bool) -> None:
    """p. 167: with a grappling hook and rope a sheer climb needs no test of fate; without the
    hook, a climb in a fight is a Test Fate with Pentacles (p. 120)."""
    game = gunhild_first()
    gunhild = key(game, "Gunhild")
    assert kit.count(game.guild.adventurer(gunhild), "rope")
    if not hooked:
        lost, _ = kit.lose(game.guild.adventurer(gunhild), "grappling_hook", 9)
        game.set_adventurer(lost)
    assert bool(kit.count(game.guild.adventurer(gunhild), "grappling_hook")) is hooked
    hand(game, "Gunhild", "Ace of Cups")
    hand(game, "Bidziil", "Nine of Swords")
    turn(game, "Gunhild")
    events = play(game, "Gunhild", "Ace of Cups", "Test Fate", option="climb")
    assert bool(of(events, ev.Fate) or game.pending) is not hooked
    assert any("climb needs no test" in g.why for g in of(events, ev.Gm)) is hooked
