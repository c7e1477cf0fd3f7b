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


def reveal(game: Table, what: str, *, elsewhere: bool = False) -> None:
    """An outcome reveals something (p. 88): a secret door or room, a trap, or a flag;
    ``elsewhere``, one the level hides away from this room (``elsewhere``)."""
    room = game.room
    if elsewhere:
        _elsewhere(game, room=what == "secret_room")
    elif what in ("secret_door", "secret_room", "secret"):
        if not find_secrets(game, room, "it shows itself"):
            game.ruling("p. 88", "nothing more is hidden here")
    elif what == "trap":
        for trap in traps.live(game, room):
            traps.spot(game, room, trap, how="it gives itself away")
    else:
        state = game.state
        game.states[game.depth] = replace(state, flags=state.flags | {what})


def hidden(game: Table, *, room: bool) -> list[tuple[str, int]]:
    """The level's secrets not yet found, in the order a map or a note points to them: with
    ``room``, first the secret doors into secret rooms off the guild's map, then the other
    secret doors and hidden ways; those away from the guild's room before its own."""
    plan, state, here = game.plan, game.state, game.room
    secret_rooms = set(plan.level.keyed.secret_rooms)
    doors = [i for i, e in enumerate(plan.level.map.edges) if e.secret and i not in state.found]
    ways = [i for i, w in enumerate(plan.level.ways) if w.secret and i not in state.found_ways]

    ranked: list[tuple[tuple[bool, bool, str, int], tuple[str, int]]] = []
    for index in doors:
        e = plan.level.map.edges[index]
        into = e.a in secret_rooms or e.b in secret_rooms
        ranked.append(((not (room and into), here in (e.a, e.b), "door", index), ("door", index)))
    for index in ways:
        near = plan.level.ways[index].room == here
        ranked.append(((True, near, "way", index), ("way", index)))
    return [secret for _, secret in sorted(ranked)]


def _elsewhere(game: Table, *, room: bool) -> None:
    """A map or a note points the guild to a secret of the level (pp. 88, 90; GM policy, as
    the Snake-Headed Sarcophagus and the Oubliette, p. 368, leave the place to the GM): the
    first of ``hidden``, named by its room; if none is left, the words point to nothing new."""
    plan = game.plan
    left = hidden(game, room=room)
    if not left:
        game.log.emit(
            ev.Narration,
            text="Nothing marked there is news: whatever this level hid already lies open.",
        )
        game.ruling("p. 88", "no secret is left hidden on this level to point to")
        return
    kind, index = left[0]
    state = game.state
    if kind == "door":
        edge = plan.level.map.edges[index]
        a, b = plan.key(edge.a), plan.key(edge.b)
        secret_rooms = plan.level.keyed.secret_rooms
        beyond = next((r for r in (edge.b, edge.a) if r in secret_rooms), None)
        game.states[game.depth] = replace(state, found=state.found | {index})
        text = f"Marked there: a secret door between {a} and {b}"
        text += "." if beyond is None else f", with the hidden room {plan.key(beyond)} beyond it."
        game.log.emit(ev.Narration, text=text)
        game.log.emit(ev.Reveal, what="secret door", where=f"{a} to {b}")
    else:
        way = plan.level.ways[index]
        game.states[game.depth] = replace(state, found_ways=state.found_ways | {index})
        game.log.emit(
            ev.Narration, text=f"Marked there: a hidden way {way.end} in {plan.key(way.room)}."
        )
        game.log.emit(ev.Reveal, what=f"hidden way {way.end}", where=plan.key(way.room))
    game.ruling("p. 88", "the words point to a secret elsewhere on the level: the GM names it")
