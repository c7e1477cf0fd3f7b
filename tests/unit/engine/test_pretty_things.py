"""Item rules of pp. 164–169 that had no test of their own: salt keeps hunted game as rations
in the Camp (p. 168, with Hunt p. 137); fancy booze is a gift a drinker likes (p. 164)."""

from __future__ import annotations

from tests.unit.engine.test_camp import camp_game, give, of, stack
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
