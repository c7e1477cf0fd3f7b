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
from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

import numpy as np

from worm.gen.maps import wall

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

LIFE_HINTS = (
    ("sound", "someone shifts and settles, out of sight"),
    ("smell", "the warm, close smell of bodies kept together"),
    ("sight", "fresh tracks cross the threshold, coming and going"),
    ("sound", "a low muttering stops, then starts again"),
    ("sight", "a shadow crosses the far side of the doorway and is gone"),
    ("sound", "claws or nails tick on stone, then stop"),
    ("smell", "old smoke and something's last meal"),
    ("sight", "scraps of a meal lie just past the threshold, not long dropped"),
)
"""Policy: a plainer sign that something lives next door, once a room has already told
every sign the creature gives through another door; our own words."""

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


HEARD = (
    r"\b(buzz\w*|howl\w*|hums?|humming|whin(e|es|ing)|sings?|singing|songs?|voices?|scream\w*"
    r"|roar\w*|growl\w*|chant\w*|hiss\w*|click\w*|laugh\w*|whisper\w*|moan\w*|cry|cries"
    r"|crying|shriek\w*|drum\w*|bells?|echo\w*|croak\w*|squeak\w*|giggl\w*|snor\w*|wail\w*"
    r"|murmur\w*|sounds?|hears?|heard|hearing|dron(e|es|ing))\b"
)
SMELLED = r"\b(stink\w*|smell\w*|reek\w*|stench|scents?|whiff|odou?rs?|perfumes?)\b"
"""Policy: words that make a creature's sign something heard or smelled, not seen. Patterns,
compiled by ``re`` when first searched with (and kept by it): ``worm gen`` never does."""


def sense_of(sign: str) -> str:
    """The sense a creature's sign reaches (``sound``, ``smell`` or ``sight``), by its words."""
    words = sign.lower()
    if re.search(SMELLED, words):
        return "smell"
    if re.search(HEARD, words):
        return "sound"
    return "sight"


def lay(
    rng: np.random.Generator,
    pack: ContentPack,
    level: maps.LevelMap,
    keys: Sequence[str],
    stock: list[Stock],
    hidden: Sequence[tuple[int, int, int]] = (),
) -> None:
    """Give each room its clues: of what its neighbours hold, of its own secret doors, and
    of the hidden ways up, down or out standing in it (``hidden``: room, x, y). A room tells
    each thing in its own words: no clue's words show twice in one room (hints are drawn
    without replacement per room), and a second secret door in one wall is told as a second
    place along it."""
    said: dict[int, set[str]] = {}
    walls: dict[tuple[int, str], int] = {}
    for edge in level.edges:
        for end, (here, there) in enumerate(((edge.a, edge.b), (edge.b, edge.a))):
            side = wall(level.rooms[here], edge.doors[end])
            seen = said.setdefault(here, set())
            if edge.secret:
                sense, hint = _fresh(rng, SECRET_HINTS, seen, side)
                before = walls.get((here, side), 0)
                walls[(here, side)] = before + 1
                text = hint.format(wall=side)
                if before:
                    text = f"in a {PLACES[min(before, len(PLACES)) - 1]} place, {text}"
                stock[here].clues.append(_clue("secret", sense, keys[there], side, text))
                continue
            told = _broadcast(rng, pack, stock[there], keys[there], seen)
            if told is not None and not _told(stock[here], keys[there]):
                about, sense, text = told
                seen.add(text)
                if about == "trap":  # "…, from room 107 beyond, by the chest: …"
                    said_here = f"Through the way in the {side} wall, {text}"
                else:
                    said_here = f"Through the way in the {side} wall, towards {keys[there]}: {text}"
                stock[here].clues.append(_clue(about, sense, keys[there], side, said_here))
    for room, _x, _y in hidden:
        sense, hint = _fresh(rng, HIDDEN_HINTS, said.setdefault(room, set()))
        stock[room].clues.append(_clue("hidden_way", sense, keys[room], "floor", hint))


PLACES = ("second", "third", "fourth", "further")
"""Policy: how the second and later secret doors in one wall of a room are told apart."""


def _fresh(
    rng: np.random.Generator,
    hints: Sequence[tuple[str, str]],
    seen: set[str],
    side: str = "",
) -> tuple[str, str]:
    """One of ``hints`` (sense, words) whose words are not yet told in the room (``seen``,
    which grows), drawn from the rest; from all of them once every one is told."""
    fresh = [h for h in hints if h[1].format(wall=side) not in seen] or list(hints)
    sense, hint = fresh[int(rng.integers(len(fresh)))]
    seen.add(hint.format(wall=side))
    return sense, hint


def _told(here: Stock, key: str) -> bool:
    """Whether ``here`` already carries a clue of room ``key`` (two doors to one room)."""
    return any(c["room"] == key and c["about"] != "secret" for c in here.clues)


def _broadcast(
    rng: np.random.Generator,
    pack: ContentPack,
    there: Stock,
    key: str,
    seen: Collection[str] = (),
) -> tuple[str, str, str] | None:
    """The most telling thing ``there`` (room ``key``) gives away through a door: its
    creatures, else its trap, else its treasure (about, sense, text), or None if it holds none
    of them. Words the room has already told (``seen``) are passed over: a creature's other
    sign, else a plainer sign of life, its trap's other telegraph, another hint of treasure;
    None when the room has told every one of them through other doors (it never says one
    twice)."""
    if there.denizens:
        monster = pack.monsters[there.denizens[0]]
        signs = [s for s in monster.signs if _lower(s) not in seen]
        if signs:
            sign = signs[int(rng.integers(len(signs)))]
            return "denizens", sense_of(sign), _lower(sign)
        plain = [h for h in LIFE_HINTS if h[1] not in seen]
        if not plain:
            return None  # the room has told all it can of creatures beside it
        sense, text = plain[int(rng.integers(len(plain)))]
        return "denizens", sense, text
    if there.traps:
        trap = pack.traps[there.traps[0]]
        heard = [c for c in trap.clues if c.sense != "sight"] or list(trap.clues)
        told = [c for c in heard if near(trap.guards, c.text, room=key) not in seen]
        told = told or [c for c in trap.clues if near(trap.guards, c.text, room=key) not in seen]
        if not told:
            return None  # every telegraph of this trap is told here through another door
        clue = told[int(rng.integers(len(told)))]
        return "trap", clue.sense, near(trap.guards, clue.text, room=key)
    if there.treasure:
        fresh = [h for h in TREASURE_HINTS if h[1] not in seen]
        if not fresh:
            return None
        sense, text = fresh[int(rng.integers(len(fresh)))]
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
