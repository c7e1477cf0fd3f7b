"""Scenes the golden playthrough of seed 1 used to show, built on their own now that the
generator rewrite (issue 20) moved seed 1's rooms: a secret door found by moving carefully, and
what ``talk`` tells of creatures that do not talk (p. 100)."""

from __future__ import annotations

import io

from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.session import Game
from worm.gm import parley
from worm.model.meeting import Meeting
from worm.text import repl


def test_moving_carefully_finds_a_secret_door_with_no_test() -> None:
    """Moving carefully finds the secret doors of each room entered at once (p. 91, p. 88)."""
    game = Game.new(1)
    level = game.world.levels[0]
    keys = level.keyed.keys
    ends = {keys.index("103"), keys.index("107")}
    assert any({e.a, e.b} == ends and e.secret for e in level.map.edges), (
        "seed 1: no secret door 103-107 any more; find a seed with a secret door next to 101"
    )
    assert any({e.a, e.b} == {keys.index("101"), keys.index("103")} for e in level.map.edges)
    game.execute(cmd.Delve())
    while game.pending is not None:  # the Whispers at 101
        game.execute(cmd.AcceptFate())
    game.execute(cmd.Careful(on=True))
    events = game.execute(cmd.Go(to="103"))
    found = [(e.what, e.where) for e in events if isinstance(e, ev.Reveal)]
    assert ("secret door", "103 to 107") in found, found
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
