"""Scenes the golden playthrough of seed 1 used to show, built on their own now that the
generator rewrite (issue 20) moved seed 1's rooms: a secret door found by moving carefully, and
what ``talk`` tells of creatures that do not talk (p. 100)."""

from __future__ import annotations

import io

from tests.fixtures import seeds
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import parley
from worm.model.meeting import Meeting
from worm.text import repl


def _secret_beside_the_start(seed: int) -> tuple[Game, str, str] | None:
    """Seed ``seed``'s game just delved, its guild free to walk, with a room one open way from
    where it stands that has a secret door on to another room: the game, that room and the
    door's far side (by key); or None."""
    game = Game.new(seed)
    game.execute(cmd.Delve())
    while game.pending is not None:  # a test on arrival (the Whispers) stands
        game.execute(cmd.AcceptFate())
    if game.phase != "crawl" or game.choice is not None:
        return None
    edges, key = game.world.levels[0].map.edges, game.plan.key
    for e in edges:
        if game.room not in (e.a, e.b) or e.secret or e.locked:
            continue
        near = e.b if e.a == game.room else e.a
        for s in edges:
            if s.secret and near in (s.a, s.b) and game.room not in (s.a, s.b):
                return game, key(near), key(s.b if s.a == near else s.a)
    return None


def test_moving_carefully_finds_a_secret_door_with_no_test() -> None:
    """Moving carefully finds the secret doors of each room entered at once (p. 91, p. 88)."""
    seed = seeds.find(
        lambda n: _secret_beside_the_start(n) is not None,
        "a secret door in a room one open way from where the guild comes in",
    )
    found_by = _secret_beside_the_start(seed)
    assert found_by is not None
    game, near, far = found_by
    game.execute(cmd.Careful(on=True))
    events = game.execute(cmd.Go(to=near))
    entered = [e.room for e in events if isinstance(e, ev.Enter)]
    assert entered == [near], f"seed {seed}: the guild did not walk straight into {near}"
    found = [(e.what, e.where) for e in events if isinstance(e, ev.Reveal)]
    assert ("secret door", f"{near} to {far}") in found, found
    assert any(
        isinstance(e, ev.Gm)
        and e.rule == "p. 88"
        and e.why == "moving carefully: the guild finds what was hidden, with no test"
        for e in events
    )
    assert not [e for e in events if isinstance(e, ev.Fate)], "no test to find it"


def test_talk_with_creatures_that_do_not_talk() -> None:
    """Mushroom Men do not talk (p. 100): ``talk`` shows their mood and what the guild knows
    of them, and says that gifts, deeds and threats reach them, words do not."""
    game = Game.new(1)
    game.execute(cmd.Delve())
    while game.pending is not None:  # the Whispers at 101
        game.execute(cmd.AcceptFate())
    monster = game.pack.monsters["mushroom_men"]
    assert not monster.talks
    card = game.read_discard("disposition")
    game.meeting = Meeting(
        "mushroom_men",
        monster.name,
        1,
        game.room,
        "distaste",
        "basic",
        False,
        traits=parley.of_creature(game.pack, monster, card),
        talks=False,
    )
    game.set_phase("parley", "test")
    out = io.StringIO()
    repl.play(game, ["talk"], out, echo=True)
    lines = out.getvalue().split("> talk\n")[1].splitlines()
    assert lines[0].startswith("Mushroom Men — Distaste (distaste, basic). "), lines
    assert lines[1] == "They do not bargain: gifts, deeds and threats reach them, words do not."
    assert lines[2].startswith("Likes: "), lines
    assert not any(line.startswith("They speak") for line in lines), lines
