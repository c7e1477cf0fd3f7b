"""What is hidden in a room coming to light (p. 88): secret doors, hidden ways, traps, and the
flags an outcome raises."""

from __future__ import annotations

from dataclasses import replace

from worm.engine import arete, traps
from worm.engine import events as ev
from worm.engine.table import Table

SECRET_METHODS = (
    "wall",
    "tap",
    "seam",
    "draft",
    "crack",
    "panel",
    "behind",
    "hollow",
    "floor",
    "tapestr",
    "curtain",
    "rug",
    "map",
    "gap",
    "pattern",
    "brick",
    "stone",
)


def find_secrets(game: Table, room: int, how: str) -> bool:
    """The secret doors and ways of ``room`` come to light, with no test (p. 88)."""
    plan, state, found = game.plan, game.state, False
    for other, index in plan.links[room]:
        if plan.level.map.edges[index].secret and index not in state.found:
            state = replace(state, found=state.found | {index})
            game.log.emit(
                ev.Reveal, what="secret door", where=f"{plan.key(room)} to {plan.key(other)}"
            )
            found = True
    for index, way in enumerate(plan.level.ways):
        if way.room == room and way.secret and index not in state.found_ways:
            state = replace(state, found_ways=state.found_ways | {index})
            game.log.emit(ev.Reveal, what=f"hidden way {way.end}", where=plan.key(room))
            found = True
    if found:
        game.ruling("p. 88", f"{how}: the guild finds what was hidden, with no test")
        arete.uncovered(game, "a way hidden and forgotten")  # underfolk's deed (p. 28)
    game.states[game.depth] = state
    return found


def reveal(game: Table, what: str) -> None:
    """An outcome reveals something (p. 88): a secret door or room, a trap, or a flag."""
    room = game.room
    if what in ("secret_door", "secret_room", "secret"):
        if not find_secrets(game, room, "it shows itself"):
            game.ruling("p. 88", "nothing more is hidden here")
    elif what == "trap":
        for trap in traps.live(game, room):
            traps.spot(game, room, trap, how="it gives itself away")
    else:
        state = game.state
        game.states[game.depth] = replace(state, flags=state.flags | {what})
