"""Colossal in the Crawl (p. 61): a troll spends 1 Resolve and smashes a locked door down, a
feat no test asks for — no card drawn, the door open, as loud as any door forced (p. 91).
Seed ``locked_seed()`` (``test_crawl``): a locked door from 101 and no tool to open it."""

from __future__ import annotations

import pytest

from tests.unit.engine.test_crawl import behind_room, below, door, locked_seed, of, stack
from tests.unit.engine.test_hideous_strength import drew_fate
from tests.unit.engine.test_outright import arete
from worm.engine import autoplay
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.text import repl
from worm.ui import doors


def at_the_door(resolve: int = 2) -> tuple[Game, int]:
    game = below(locked_seed(), 6, 1, marked=frozenset({6}))
    edge, _ = door(game)
    arete(game, "a2", "colossal", resolve)
    stack(game, minor=["Ace of Cups"])  # a Swords test drawn would fail
    return game, edge


def test_the_troll_smashes_the_door_down_for_one_resolve() -> None:
    game, edge = at_the_door()
    events = game.execute(repl.parse(game, f"colossal {behind_room()}"))
    assert not drew_fate(events)
    assert edge in game.state.unlocked
    assert game.guild.adventurer("a2").resolve == 1  # p. 61: 1 Resolve
    assert any(g.rule == "p. 61" and "Colossal" in g.why for g in of(events, ev.Gm))
    assert [m.trigger for m in of(events, ev.Meatgrinder)] == ["loud_noise"]


@pytest.mark.parametrize(("resolve", "who"), [(0, "a2"), (2, "a1")])
def test_no_resolve_or_no_talent_is_refused(resolve: int, who: str) -> None:
    """No Resolve to spend, or one who does not know Colossal: "No" (p. 5), the door shut."""
    game, edge = at_the_door(resolve)
    with pytest.raises(IllegalCommand, match="Colossal"):
        game.execute(cmd.Colossal(to=behind_room(), who=who))
    assert edge not in game.state.unlocked


def test_the_bot_smashes_a_door_only_once_it_would_not_be_forced() -> None:
    """Policy (``worm.gm.talents.smashes``): open, pick and force come first; then a troll
    with a Resolve to keep smashes it; with only one, the door is left."""
    game, _ = at_the_door()
    bot = autoplay.Autoplay()
    assert bot._door(game) == cmd.ForceDoor(to=behind_room())
    assert bot._door(game) == cmd.Colossal(to=behind_room(), who="a2")
    game, _ = at_the_door(resolve=1)
    bot = autoplay.Autoplay()
    asked = [bot._door(game) for _ in range(6)]
    assert cmd.ForceDoor(to=behind_room()) in asked
    assert not any(isinstance(c, cmd.Colossal) for c in asked)


def test_the_terminals_door_list_offers_it_only_to_a_guild_that_can() -> None:
    """The door key (``worm.ui.doors``): the smash is listed with the locked door's ways when
    a troll can pay for it, and left out with its reason otherwise (no pestering)."""
    game, _ = at_the_door()
    assert ("colossal", cmd.Colossal) in doors.COMMANDS.items()
    assert doors.unable(game, "colossal", behind_room()) is None
    game, _ = at_the_door(resolve=0)
    assert (
        doors.unable(game, "colossal", behind_room())
        == "nobody knows Colossal with a Resolve to spend"
    )
