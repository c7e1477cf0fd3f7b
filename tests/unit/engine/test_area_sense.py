"""Area Sense (p. 57): 2 Resolve and a watch; as many visions as the drawn card's value (a
page 11, a knight 12), one detail each from the rooms nearest outward; the watch's Meatgrinder
after the visions. Seed 2's guild, below in room 101, every event marked off (a quiet watch)."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_crawl import stack
from tests.unit.engine.test_dying import game_below
from worm.engine import area_sense
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.model.adventurer import Talent
from worm.text import repl


def wood_elf(game: Game, resolve: int = 4) -> None:
    a = game.guild.adventurer("a1")
    talents = (*a.talents, Talent(id=area_sense.TALENT, state="mastered"))
    game.set_adventurer(a.model_copy(update={"talents": talents, "resolve": resolve}))


def visions(events: list[ev.Event]) -> list[str]:
    return [e.text for e in events if isinstance(e, ev.Narration) and e.text.startswith("Vision")]


def worth_a_vision() -> int:
    """How many rooms of the level hold a detail a vision would tell (the precondition),
    counted on a game of its own (telling a vision finds and spots)."""
    game = game_below()
    return sum(1 for room in area_sense.nearest(game) if area_sense._vision(game, room))


@pytest.mark.parametrize(("card", "value"), [("Two of Cups", 2), ("Page of Wands", 11)])
def test_the_cards_value_in_visions_for_two_resolve_and_a_watch(card: str, value: int) -> None:
    game = game_below()
    wood_elf(game)
    available = worth_a_vision()
    assert available >= 2, "the precondition: rooms worth a vision"
    watches = game.watches
    stack(game, minor=(card,))
    events = game.execute(cmd.Meditate(who="a1"))
    assert len(visions(events)) == min(value, available)
    assert game.guild.adventurer("a1").resolve == 2, "2 Resolve (p. 57)"
    assert game.watches == watches + 1, "a watch of meditation"
    told = [i for i, e in enumerate(events) if isinstance(e, ev.Narration) and "Vision" in e.text]
    grinder = [i for i, e in enumerate(events) if isinstance(e, ev.Draw) and e.deck == "major"]
    assert grinder and min(grinder) > max(told), "the Meatgrinder after the visions"


def test_it_needs_two_resolve_and_the_talent() -> None:
    game = game_below()
    wood_elf(game, resolve=1)
    with pytest.raises(IllegalCommand, match="2 Resolve"):
        game.execute(cmd.Meditate(who="a1"))
    with pytest.raises(IllegalCommand, match="does not know Area Sense"):
        game.execute(cmd.Meditate(who="a2"))
    assert repl.parse(game, "meditate a1") == cmd.Meditate(who="a1")
