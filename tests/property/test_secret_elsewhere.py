"""Issue 21, point 3: a text that points at a secret elsewhere on the level (the Snake-Headed
Sarcophagus's map, the Oubliette's bloody directions, p. 368) leads to a secret that level has,
or promises none. Over a sweep of seeds, every such feature the generator places is read where
it stands: the secret it names is one of its level's hidden doors or ways, still hidden until
then; read again once all lie open, it names nothing. The sweep counts what it met, so it
cannot pass by meeting none."""

from __future__ import annotations

from dataclasses import replace

from worm.content.interaction import Reveal
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine import outcomes
from worm.engine.session import Game

PROMISES = ("secret door", "hidden way", "hidden room")


def _elsewhere(game: Game) -> dict[str, tuple[Reveal, ...]]:
    """Each feature with a reading that reveals elsewhere, and that reading's outcomes."""
    return {
        f.id: i.on_success
        for f in game.pack.features.values()
        for i in f.interactions
        if any(isinstance(o, Reveal) and o.elsewhere for o in i.on_success)
    }


def _read(game: Game, found: tuple[Reveal, ...]) -> tuple[list[ev.Reveal], str]:
    before = len(game.log.events)
    outcomes.play(game, found, None)
    game.follow_up()
    events = game.log.events[before:]
    said = " ".join(e.text for e in events if isinstance(e, ev.Narration))
    return [e for e in events if isinstance(e, ev.Reveal)], said


def test_every_text_of_a_secret_elsewhere_leads_to_one_or_promises_none() -> None:
    met = empty = 0
    for seed in range(200):  # until twenty placements are read
        if met >= 20:
            break
        game = Game.new(seed)
        game.execute(cmd.Delve())
        readings = _elsewhere(game)
        assert {"snake_headed_sarcophagus", "oubliette_of_two_skeletons"} <= set(readings)
        for depth, level in enumerate(game.world.levels, 1):
            for room, stock in enumerate(level.stock):
                for feature in set(stock.features) & set(readings):
                    met += 1
                    game.depth, game.room = depth, room
                    game.states[depth] = replace(game.state, found=frozenset())
                    state, plan = game.state, game.plan
                    doors = {
                        f"{plan.key(e.a)} to {plan.key(e.b)}"
                        for i, e in enumerate(level.map.edges)
                        if e.secret and i not in state.found
                    }
                    ways = {
                        plan.key(w.room)
                        for i, w in enumerate(level.ways)
                        if w.secret and i not in state.found_ways
                    }
                    for o in readings[feature]:
                        assert not o.text or not any(p in o.text for p in PROMISES), o.text
                    shown, said = _read(game, readings[feature])
                    where = (seed, depth, plan.key(room), feature)
                    if doors or ways:
                        assert len(shown) == 1, where
                        assert shown[0].where in (doors | ways), where
                        assert shown[0].where.split(" to ")[0] in said, (where, said)
                    else:
                        empty += 1
                        assert not shown and not any(p in said for p in PROMISES), (where, said)
                    every = frozenset(i for i, e in enumerate(level.map.edges) if e.secret)
                    ways_all = frozenset(i for i, w in enumerate(level.ways) if w.secret)
                    game.states[depth] = replace(game.state, found=every, found_ways=ways_all)
                    shown, said = _read(game, readings[feature])
                    assert not shown and not any(p in said for p in PROMISES), (where, said)
    assert met >= 20, met
