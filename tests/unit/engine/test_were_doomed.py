"""We're doomed! (p. 95): the captured, the ransomed, the lost and the retired leave the guild;
the eaten die; the rest limp back to the City with it."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_crawl import below, lit, of, route_seed, stack, strip
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game


def _doomed_with(cards: tuple[str, str, str]) -> tuple[Game, list[ev.Event]]:
    """Seed route_seed()'s guild with a2's lantern its only light, the doom cards ``cards`` next on
    the minor deck (drawn in marching order), and the lantern dropped: We're doomed!"""
    game = below(route_seed(), 6)
    (lantern,) = lit(game, "a2")
    strip(game, keep=("a2", lantern.uid))
    stack(game, minor=cards)
    events = game.execute(cmd.DropItem(who="a2", item="lantern"))
    assert any("We're doomed!" in g.why for g in of(events, ev.Gm))
    return game, events


@pytest.mark.parametrize(
    ("card", "fate"),
    [("Eight of Cups", "captured"), ("Nine of Cups", "ransom"), ("Ten of Cups", "lost")],
)
def test_the_captured_ransomed_and_lost_leave_the_guild(card: str, fate: str) -> None:
    """p. 95: VIII captured by monsters, IX held for ransom by the Olu Gang (1,000 gold per
    Fame), X lost in the Underworld: each is gone from the roster, remembered as missing."""
    before = below(route_seed(), 6).guild.in_marching_order()
    game, events = _doomed_with(("King of Cups", card, "King of Swords"))
    second = before[1]  # draws second, in marching order
    assert game.guild.marching_order == (before[0].id, before[2].id)
    assert second.id not in {a.id for a in game.guild.adventurers}
    assert game.guild.missing == ((second.name, fate),)
    (gone,) = [
        g.why
        for g in of(events, ev.Gm)
        if g.why.startswith(f"{second.name} ") and g.why.endswith("they leave the guild")
    ]
    if fate == "captured":  # by creatures the level's Meatgrinder sends out (policy, p. 95)
        wandering = {
            game.pack.monsters[e["creature"]].name
            for e in game.level.meatgrinder
            if e.get("creature") and 16 <= e["card"] <= 20
        }
        assert any(f"carried off by {name} on level 1" in gone for name in wandering), gone
    if fate == "ransom":
        assert f"ask {1000 * game.guild.fame:,} gold" in gone
    assert game.guild.retired == ()
    assert game.phase == "city"


def test_one_who_swears_off_adventuring_retires_and_leaves_gifts() -> None:
    """p. 95: a Page retires; as any retiree (p. 38) they leave one gift per 10 XP."""
    game = below(route_seed(), 6)
    first = game.guild.in_marching_order()[0]
    game.guild = game.guild.with_adventurer(first.model_copy(update={"xp": 20}))
    (lantern,) = lit(game, "a2")
    strip(game, keep=("a2", lantern.uid))
    stack(game, minor=("Page of Wands", "King of Cups", "King of Swords"))
    game.execute(cmd.DropItem(who="a2", item="lantern"))
    assert first.id not in game.guild.marching_order
    assert game.guild.retired == (first.name,)
    assert game.guild.gifts == 2
    assert game.guild.missing == ()
    assert game.phase == "city"


def test_those_who_limp_back_stay_in_the_guild() -> None:
    """p. 95: the Knight, Queen and King keep their place (with their losses)."""
    game, _ = _doomed_with(("Knight of Cups", "Queen of Cups", "King of Cups"))
    assert [a.id for a in game.guild.adventurers] == ["a1", "a2", "a3"]
    assert game.guild.missing == () and game.guild.retired == ()


def test_when_the_dark_keeps_everyone_the_game_is_over() -> None:
    game, events = _doomed_with(("Eight of Cups", "Nine of Swords", "Page of Cups"))
    assert game.phase == "over"
    assert any("nobody of the guild comes back" in g.why for g in of(events, ev.Gm))
