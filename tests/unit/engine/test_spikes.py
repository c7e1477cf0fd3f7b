"""Iron spikes (p. 167): a spike wedges a door shut and counts as locked for what would come
through it (policy ``worm.gm.tools.barred``): at a camp whose every door is spiked or locked,
and no way out opens, the night's wandering creatures are turned away (p. 140). A spike is
used up; the guild's own spikes are knocked loose when it leaves, so they never bar it. The
typed word ``spike ROOM`` in the text game and on the terminal's command line, and the bot
spikes a room shut before it camps."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import kit, spikes
from worm.engine.autoplay import Autoplay
from worm.engine.session import Game
from worm.errors import IllegalCommand
from worm.gm import tools
from worm.text import repl
from worm.ui.driver import Driver

from .test_camp import camp_game, encounters_unmarked
from .test_crawl import WALK, below, give, of, stack, strip


def spiked_game() -> Game:
    game = below(WALK)
    strip(game, what="iron_spikes")
    give(game, "a2", "iron_spikes", 6)
    return game


def neighbour(game: Game) -> tuple[str, int]:
    other, edge = next(iter(game.plan.neighbours(game.room, game.state)))
    return game.plan.key(other), edge


def test_a_spike_wedges_the_door_shut_and_is_used_up() -> None:
    game = spiked_game()
    to, edge = neighbour(game)
    events = game.execute(cmd.SpikeDoor(to=to))
    assert spikes.spiked(game.state, edge)
    assert kit.count(game.guild.adventurer("a2"), "iron_spikes") == 5
    assert [(e.item, e.change) for e in of(events, ev.Item)] == [("Iron spikes", "used")]
    assert any(g.rule == "p. 167" and "counts as locked" in g.why for g in of(events, ev.Gm))
    with pytest.raises(IllegalCommand, match="already spiked"):
        game.execute(cmd.SpikeDoor(to=to))


def test_no_spikes_no_spiking_and_nothing_changes() -> None:
    game = below(WALK)
    strip(game, what="iron_spikes")
    to, edge = neighbour(game)
    before = game.state
    with pytest.raises(IllegalCommand, match="iron spikes"):
        game.execute(cmd.SpikeDoor(to=to))
    assert game.state == before and not spikes.spiked(game.state, edge)


def test_the_guild_knocks_its_spikes_loose_when_it_leaves() -> None:
    game = spiked_game()
    to, edge = neighbour(game)
    game.execute(cmd.SpikeDoor(to=to))
    game.execute(cmd.Go(to=to))
    assert game.plan.key(game.room) == to and not spikes.spiked(game.state, edge)


def test_the_gms_policy_every_way_must_be_shut() -> None:
    assert tools.barred([True, True], stairs=0)
    assert not tools.barred([True, False], stairs=0)
    assert not tools.barred([True], stairs=1)
    assert not tools.barred([], stairs=0)


def shut_room(game: Game) -> int:
    """Move the camp to a room with no way out, every door of it spiked."""
    ways = {w.room for w in game.plan.level.ways}
    room = next(r for r, links in enumerate(game.plan.links) if links and r not in ways)
    game.room = room
    flags = frozenset(spikes.mark(edge) for _, edge in game.plan.links[room])
    game.states[1] = replace(game.state, flags=game.state.flags | flags)
    return room


@pytest.mark.parametrize("shut", [True, False])
def test_a_camp_behind_spiked_doors_turns_the_wanderers_away(shut: bool) -> None:
    game = camp_game()
    encounters_unmarked(game)
    if shut:
        shut_room(game)
    game.execute(cmd.Camp())
    stack(game, major=[16], minor=["Three of Cups", "King of Cups"])
    events = game.execute(cmd.CampOn())
    turned = any("spiked doors" in g.why for g in of(events, ev.Gm))
    assert turned == shut
    assert bool(of(events, ev.Fate)) != shut, "the guard tests Cups only when trouble comes"


def test_spike_is_a_typed_word_in_the_text_game_and_the_terminal() -> None:
    game = spiked_game()
    to, edge = neighbour(game)
    out = io.StringIO()
    repl.play(game, [f"spike {to}"], out, echo=True)
    assert spikes.spiked(game.state, edge) and "No:" not in out.getvalue()
    assert "spike ROOM" in repl.HELP
    other = spiked_game()
    outcome = Driver(other).type(f"spike {to}")
    assert outcome is not None and outcome.refused is None
    assert spikes.spiked(other.state, edge)
    refused = Driver(other).type("spike nowhere")
    assert refused is not None and refused.refused


def test_the_bot_spikes_a_shut_room_before_it_camps() -> None:
    game = camp_game()
    room = shut_room(game)
    game.states[1] = replace(game.state, flags=frozenset())  # no door spiked yet
    game.states[1] = replace(game.state, found=frozenset(e for _, e in game.plan.links[room]))
    strip(game, what="iron_spikes")
    give(game, "a2", "iron_spikes", 6)
    wanted = spikes.to_shut(game)
    assert wanted
    bot = Autoplay()
    bot.camper.wants = lambda game: True  # type: ignore[method-assign]
    assert bot._crawl(game) == cmd.SpikeDoor(to=wanted[0])
