"""Clues that broadcast what a room holds and point at what it hides (pp. 339–340).

A good dungeon lets the players guess before they commit: so every room next to one holding
a monster, a trap or treasure carries a clue of it, heard, smelled or glimpsed through the
door between them, and every room with a secret door carries a clue pointing at the wall that
really holds it (a draft, a hollow knock). Each clue names the room it is about and the wall
of its own room it comes through, worked out from where the door really is.

A hidden way up, down or out (a secret connection or surface entrance) gives a clue in its
own room, in the floor where it stands (``wall`` is ``floor``).

A clue is a dict, as the JSON holds it: ``about`` (``denizens``, ``trap``, ``treasure``,
``secret`` or ``hidden_way``), ``sense`` (``sound``, ``smell``, ``sight``, ``touch`` or ``taste``),
``room`` (the key of the room it is about), ``wall`` (``north``, ``east``, ``south`` or
``west``; ``floor`` for a hidden way) and ``text``. Draws come from the level's own
``gen:clues:N`` stream.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

import numpy as np

if TYPE_CHECKING:
    from worm.content.models import ContentPack
    from worm.gen import maps
    from worm.gen.rooms import Stock

WALLS = ("north", "east", "south", "west")

TREASURE_HINTS = (
    ("sight", "a glint of metal catches your light"),
    ("sound", "something small and metal rolls and settles"),
    ("sight", "a scatter of coins trails over the threshold"),
    ("smell", "the dry, dusty smell of a room nobody has emptied"),
)
"""Policy: how treasure next door gives itself away; our own words."""

SECRET_HINTS = (
    ("touch", "a thin draft breathes from the {wall} wall, though no door shows there"),
    ("sound", "the {wall} wall answers a knock with a hollow note"),
    ("sight", "scuff marks on the floor run straight into the {wall} wall and stop"),
    ("sight", "the dust lies thinner along one stretch of the {wall} wall"),
    ("touch", "the mortar of the {wall} wall is cool and crumbles under a fingernail"),
)
"""Policy: how a secret door shows itself to a careful eye (p. 88); our own words."""


HIDDEN_HINTS = (
    ("touch", "air stirs up through cracks in the flagstones near the middle of the room"),
    ("sound", "one stretch of the floor rings hollow underfoot"),
    ("sight", "a path worn in the dust runs to the middle of the floor and stops"),
)
"""Policy: how a hidden way up, down or out gives itself away; our own words."""


HEARD = re.compile(
    r"\b(buzz\w*|howl\w*|hums?|humming|whin(e|es|ing)|sings?|singing|songs?|voices?|scream\w*"
    r"|roar\w*|growl\w*|chant\w*|hiss\w*|click\w*|laugh\w*|whisper\w*|moan\w*|cry|cries"
    r"|crying|shriek\w*|drum\w*|bells?|echo\w*|croak\w*|squeak\w*|giggl\w*|snor\w*|wail\w*"
    r"|murmur\w*|sounds?|hears?|heard|hearing|dron(e|es|ing))\b"
)
SMELLED = re.compile(r"\b(stink\w*|smell\w*|reek\w*|stench|scents?|whiff|odou?rs?|perfumes?)\b")
"""Policy: words that make a creature's sign something heard or smelled, not seen."""


def sense_of(sign: str) -> str:
    """The sense a creature's sign reaches (``sound``, ``smell`` or ``sight``), by its words."""
    words = sign.lower()
    if SMELLED.search(words):
        return "smell"
    if HEARD.search(words):
        return "sound"
    return "sight"


def wall(room: maps.Room, door: tuple[int, int]) -> str:
    """The wall of ``room`` a door at ``door`` (x, y) stands in: the side of the room it
    lies towards from the room's middle, each axis scaled by the room's size."""
    cx, cy = room.x + (room.w - 1) / 2, room.y + (room.h - 1) / 2
    dx = (door[0] - cx) / max(1.0, room.w / 2)
    dy = (door[1] - cy) / max(1.0, room.h / 2)
    if abs(dx) >= abs(dy):
        return "east" if dx > 0 else "west"
    return "south" if dy > 0 else "north"


def lay(
    rng: np.random.Generator,
    pack: ContentPack,
    level: maps.LevelMap,
    keys: Sequence[str],
    stock: list[Stock],
    hidden: Sequence[tuple[int, int, int]] = (),
) -> None:
    """Give each room its clues: of what its neighbours hold, of its own secret doors, and
    of the hidden ways up, down or out standing in it (``hidden``: room, x, y)."""
    for edge in level.edges:
        for end, (here, there) in enumerate(((edge.a, edge.b), (edge.b, edge.a))):
            side = wall(level.rooms[here], edge.doors[end])
            if edge.secret:
                sense, hint = SECRET_HINTS[int(rng.integers(len(SECRET_HINTS)))]
                stock[here].clues.append(
                    _clue("secret", sense, keys[there], side, hint.format(wall=side))
                )
                continue
            told = _broadcast(rng, pack, stock[there], keys[there])
            if told is not None and not _told(stock[here], keys[there]):
                about, sense, text = told
                if about == "trap":  # "…, from room 107 beyond, by the chest: …"
                    said = f"Through the way in the {side} wall, {text}"
                else:
                    said = f"Through the way in the {side} wall, towards {keys[there]}: {text}"
                stock[here].clues.append(_clue(about, sense, keys[there], side, said))
    for room, _x, _y in hidden:
        sense, hint = HIDDEN_HINTS[int(rng.integers(len(HIDDEN_HINTS)))]
        stock[room].clues.append(_clue("hidden_way", sense, keys[room], "floor", hint))


def _told(here: Stock, key: str) -> bool:
    """Whether ``here`` already carries a clue of room ``key`` (two doors to one room)."""
    return any(c["room"] == key and c["about"] != "secret" for c in here.clues)


def _broadcast(
    rng: np.random.Generator, pack: ContentPack, there: Stock, key: str
) -> tuple[str, str, str] | None:
    """The most telling thing ``there`` (room ``key``) gives away through a door: its
    creatures, else its trap, else its treasure (about, sense, text), or None if it holds none
    of them."""
    if there.denizens:
        monster = pack.monsters[there.denizens[0]]
        sign = monster.signs[int(rng.integers(len(monster.signs)))]
        return "denizens", sense_of(sign), _lower(sign)
    if there.traps:
        trap = pack.traps[there.traps[0]]
        heard = [c for c in trap.clues if c.sense != "sight"] or list(trap.clues)
        clue = heard[int(rng.integers(len(heard)))]
        return "trap", clue.sense, near(trap.guards, clue.text, room=key)
    if there.treasure:
        sense, text = TREASURE_HINTS[int(rng.integers(len(TREASURE_HINTS)))]
        return "treasure", sense, text
    return None


def near(guards: str, telegraph: str, *, room: str = "") -> str:
    """A trap's telegraph told away from its room, after what the trap guards, so that "around
    the lock" or "inside the chest" says which: "by the coffer and what is inside: …"; told
    through a door, it names the ``room`` it comes from: "from room 107 beyond, by …"."""
    where = f"from room {room} beyond, " if room else ""
    return f"{where}by {_lower(guards.strip().rstrip('.'))}: {_lower(telegraph)}"


def _clue(about: str, sense: str, room: str, side: str, text: str) -> dict[str, str]:
    return {"about": about, "sense": sense, "room": room, "wall": side, "text": _sentence(text)}


def _lower(text: str) -> str:
    first = text.split(" ", 1)[0]
    if first == "I" or (len(first) > 1 and first.isupper()):
        return text
    return text[:1].lower() + text[1:]


def _sentence(text: str) -> str:
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."
