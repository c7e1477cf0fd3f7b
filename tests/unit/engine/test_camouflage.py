"""The mimic's Ambush (p. 273): a mimic asleep lies in its room as a thing; whoever handles
it tests Cups, drawing back in time or taking a Piercing Wound; the fight follows only if
the guild keeps at it."""

from __future__ import annotations

from dataclasses import replace

from tests.unit.engine.test_choice_held import neighbours
from tests.unit.engine.test_crawl import below, stack
from worm.engine import camouflage, explore
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.rules import fate

MIMICS = "mimics"  # seed XIII's mimics, on the bestiary's mimic (p. 273)


def beside_a_sleeping_mimic(kind: str = MIMICS, count: int = 1) -> tuple[Game, int]:
    """Seed 2's guild in 101, an empty room beside it now holding ``count`` of ``kind``."""
    game = below(2)
    level = game.level
    room = next(r for r in neighbours(game) if not level.stock[r].denizens)
    assert not level.stock[room].traps, "the room beside has no trap"
    stock = list(level.stock)
    stock[room] = replace(stock[room], denizens=[kind] * count, faction="")
    levels = list(game.world.levels)
    levels[game.depth - 1] = replace(level, stock=stock)
    game._world = replace(game.world, levels=tuple(levels))
    game._level = None
    return game, room


def walk_in(game: Game, room: int) -> list[ev.Event]:
    mark = len(game.log.events)
    game.execute(cmd.Go(to=game.plan.key(room)))
    return list(game.log.events[mark:])


def handle(game: Game, card: str) -> list[ev.Event]:
    """Someone handles the chest, the Cups test's card ``card``; the result is let stand."""
    stack(game, minor=(card,))
    mark = len(game.log.events)
    game.execute(cmd.Act(target="gilt chest", option=1))
    while game.pending is not None:
        game.execute(cmd.AcceptFate())
    return list(game.log.events[mark:])


def gm(events: list[ev.Event], words: str) -> list[ev.Gm]:
    return [e for e in events if isinstance(e, ev.Gm) and words in e.why]


def test_a_sleeping_mimic_is_met_as_a_thing() -> None:
    """p. 273: at rest a mimic looks exactly like an object: walking in meets no one, and the
    room offers the chest to handle, a Cups test."""
    game, room = beside_a_sleeping_mimic()
    events = walk_in(game, room)
    assert (game.phase, game.meeting) == ("crawl", None)
    assert any(isinstance(e, ev.Narration) and e.text == "A gilt chest lies here." for e in events)
    [(name, (choice,))] = [c for c in explore.choices_here(game) if c[0] == "a gilt chest"]
    assert choice.approach == "cups" and choice.verb.startswith("handle a gilt chest")
    looked = game.execute(cmd.Look())  # the text game's and the terminal's look
    assert any(
        isinstance(e, ev.Narration) and e.text == "You could deal with: a gilt chest."
        for e in looked
    )


def test_a_failed_cups_test_is_a_piercing_bite_and_no_fight_yet() -> None:
    """p. 273: on a failure the mimic bites for a Piercing Wound; the Challenge comes only
    if the guild keeps at it."""
    game, room = beside_a_sleeping_mimic()
    walk_in(game, room)
    events = handle(game, "Ace of Swords")
    tests = [e for e in events if isinstance(e, ev.Fate)]
    assert tests and tests[0].attribute == "cups" and tests[0].task == "handle a gilt chest"
    assert tests[-1].outcome in (fate.Outcome.FAILURE, fate.Outcome.GREAT_FAILURE)
    bites = [e for e in events if isinstance(e, ev.Wound)]
    assert len(bites) == 1 and bites[0].piercing
    assert gm(events, "riot of teeth")[0].rule == "p. 273"
    assert game.phase == "crawl" and camouflage.seen(game, room)


def test_a_success_draws_back_in_time() -> None:
    game, room = beside_a_sleeping_mimic()
    walk_in(game, room)
    events = handle(game, "King of Cups")
    assert not [e for e in events if isinstance(e, ev.Wound)]
    assert gm(events, "draws back just before")[0].rule == "p. 273"
    assert camouflage.seen(game, room)


def test_keeping_at_it_begins_the_fight_with_the_guild_not_surprised() -> None:
    """p. 273: a Challenge follows if the guild keeps at it; the mimic no longer lies in wait,
    so there is no alarm test (p. 110)."""
    game, room = beside_a_sleeping_mimic(count=2)
    walk_in(game, room)
    handle(game, "King of Cups")
    [(name, (choice,))] = [c for c in explore.choices_here(game) if c[0] == "a gilt chest"]
    assert choice.verb.startswith("attack a gilt chest")
    game.execute(cmd.Act(target="gilt chest", option=1))
    assert game.phase == "challenge" and game.challenge is not None
    assert game.challenge.step != "alarm"
    assert len([f for f in game.challenge.fighters if f.side == "foes"]) == 2
