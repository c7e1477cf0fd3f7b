"""The door key (p. 88): the doors out of this room, then open, pick, force, spike or spy —
or, for a troll with Colossal, smash it down (p. 61).

Each ends in the Command the text game's ``open ROOM``, ``pick ROOM``, ``force ROOM``, ``spike
ROOM`` or ``spy ROOM`` sends; the engine rules on who does it and refuses with its reason.
When ``explore`` finds every room left lies behind locked doors, those rooms are offered: one
next door gets the door's list at once, one farther off is walked to first (the walk stops at
its locked door) and the list follows.
"""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from worm.engine import colossal, kit
from worm.engine import commands as cmd
from worm.engine.session import Game
from worm.ui.common import host
from worm.ui.parley import PickScreen

LOCKED_VERBS = (
    ("open", "Open it with its key (p. 88)"),
    ("pick", "Pick the lock: lockpicks and Pentacles (p. 88)"),
    ("force", "Force it: Swords, and loud (p. 88)"),
    ("colossal", "Smash it down: a troll's Colossal, 1 Resolve, no test (p. 61)"),
)
ANY_VERBS = (
    ("spike", "Spike it shut for the night (p. 167)"),
    ("spy", "Spy through with a spyglass (p. 168)"),
)
COMMANDS: dict[
    str, type[cmd.OpenDoor | cmd.PickLock | cmd.ForceDoor | cmd.Colossal | cmd.SpikeDoor | cmd.Spy]
]
COMMANDS = {
    "open": cmd.OpenDoor,
    "pick": cmd.PickLock,
    "force": cmd.ForceDoor,
    "colossal": cmd.Colossal,
    "spike": cmd.SpikeDoor,
    "spy": cmd.Spy,
}


def doors_here(game: Game) -> list[tuple[str, bool]]:
    """The rooms a known way leads to from here, by key, and whether a locked door (not yet
    opened) stands between."""
    plan, state = game.plan, game.state
    out = []
    for other, edge in plan.neighbours(game.room, state):
        locked = plan.level.map.edges[edge].locked and edge not in state.unlocked
        out.append((plan.key(other), locked))
    return sorted(set(out), key=lambda d: (not d[1], d[0]))


def shut_rooms(game: Game) -> list[str]:
    """Rooms on the guild's map not yet entered: when ``explore`` is refused, all lie behind
    locked doors (as its reason says)."""
    plan, state = game.plan, game.state
    return [
        plan.key(r)
        for r in range(len(plan.level.map.rooms))
        if r not in state.visited and plan.known(r, state) and r != game.room
    ]


def door(screen: Screen[Any], game: Game) -> None:
    """Which door, then what to do with it."""
    found = doors_here(game)
    if not found:
        screen.notify("No known way leads out of this room", title="No", timeout=4)
        return
    options = [(key, f"to {key}" + (" — locked" if locked else "")) for key, locked in found]

    def picked(key: str | None) -> None:
        if key is not None:
            verbs(screen, key, dict(found)[key], game)

    screen.app.push_screen(PickScreen("Which door?", options), picked)


NEEDS = {"pick": "lockpicks", "spike": "iron_spikes", "spy": "spyglass"}
"""The thing someone able to act must carry to do it (pp. 88, 167, 168)."""


def unable(game: Game, verb: str, key: str) -> str | None:
    """Why the guild cannot do ``verb`` to the door to ``key`` now, or None if it can: a list
    shows the reason rather than offer what would only be refused (play-test 19)."""
    if verb == "open":
        edge = game.plan.level.map.edges[game.plan.between(game.room, key, game.state)]
        if f"{game.plan.key(edge.a)}-{game.plan.key(edge.b)}" not in game.keys:
            return "no key to it"
    if verb == "colossal" and not any(colossal.able(a) for a in game.guild.adventurers):
        return "nobody knows Colossal with a Resolve to spend"
    needed = NEEDS.get(verb)
    if needed is not None and not any(
        a.active and kit.find(a, needed) for a in game.guild.adventurers
    ):
        return f"nobody carries {game.pack.items[needed].name.lower()}"
    return None


def verbs(screen: Screen[Any], key: str, locked: bool, game: Game | None = None) -> None:
    """What to do with the door to ``key``; what cannot be done is left out, its reason told
    in the note."""
    every = [*(LOCKED_VERBS if locked else ()), *ANY_VERBS]
    why = {v: unable(game, v, key) for v, _ in every} if game is not None else {}
    note = "; ".join(f"cannot {v}: {w}" for v, w in why.items() if w)
    options = [(v, label) for v, label in every if not why.get(v)]

    def picked(verb: str | None) -> None:
        if verb is not None:
            host(screen).send(COMMANDS[verb](to=key))

    if not options:
        screen.notify(f"The door to {key}: {note}", title="No", timeout=4)
        return
    screen.app.push_screen(PickScreen(f"The door to {key}", list(options), note=note), picked)


def behind_locks(screen: Screen[Any], game: Game) -> None:
    """Explore stopped: offer the rooms behind locked doors, each a way to its door."""
    rooms = shut_rooms(game)
    if not rooms:
        return
    next_door = {key: locked for key, locked in doors_here(game)}
    options = [
        (key, f"{key}: " + ("its door is here" if key in next_door else "go to its door"))
        for key in rooms
    ]

    def picked(key: str | None) -> None:
        if key is None:
            return
        if key in next_door:
            verbs(screen, key, next_door[key], game)
            return
        host(screen).send(cmd.Go(to=key))
        if game.phase != "crawl" or game.choice is not None or game.pending is not None:
            return  # something met on the way comes first: its own screen is up
        here = dict(doors_here(game))
        if here.get(key):
            verbs(screen, key, True, game)
        elif any(here.values()):  # stopped at a locked door on the way there
            door(screen, game)

    note = "Every room left lies behind a locked door. Which one?"
    screen.app.push_screen(PickScreen("Rooms behind locked doors", options, note=note), picked)
