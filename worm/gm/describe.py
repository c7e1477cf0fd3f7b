"""What the guild perceives (p. 183): a glance on entering, a closer look when asked, what is
heard at the ways out. Everything seen needs light; sounds and smells come through the dark.

Policy (p. 183, rules digest §C.7): glancing gives everything plain to see with good light;
scrutinizing one thing ("look X") gives all its clues and the choices it offers; a secret
leaks a hint at a glance (a draft, a hollow sound) so that searching is never blind luck.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from worm import grammar
from worm.content.models import ContentPack
from worm.gen import lore
from worm.gen.rooms import Stock
from worm.gen.underworld import Level
from worm.gm import people
from worm.model.level import LevelState
from worm.rules.light import Light

GUARDED = ("take", "open", "touch")
"""Triggers of a trap guarding a thing in the room (a chest, a gem): the thing is seen."""

EARS = ("sound", "smell")
"""The senses that carry through a door to one who listens (p. 183)."""

WAY_WORDS = {
    "entrance": "the way out to the surface",
    "up": "a way up",
    "down": "a way down",
    "across": "a way across to a level beside this one",
}


@dataclass(frozen=True, slots=True)
class View:
    """A read-only snapshot of what narration needs."""

    level: Level
    state: LevelState
    pack: ContentPack
    light: Light  # how well the guild can see here: its best light, or the place's own
    keys: frozenset[str]  # the doors the guild holds keys to ("1·03-1·05")


def glance(view: View, room: int, *, first: bool) -> str:
    """The room at a glance, as the GM describes it on entering (pp. 178, 183)."""
    level, stock, pack = view.level, view.level.stock[room], view.pack
    key = level.keyed.keys[room]
    kind = pack.rooms[stock.type] if stock.type in pack.rooms else None
    parts: list[str] = []
    if view.light == "dark":
        parts.append(f"{key}: darkness. You feel your way in, Blind, by touch and sound.")
    else:
        name = kind.name if kind else "a room"
        parts.append(f"{key}, {name}." + (f" {kind.impression}" if kind and first else ""))
        if first:
            built = lore.said(view.level.seed, stock.built) if stock.built else ""
            parts += _seed_and_origin(built, stock.lore)
        for feature_id in stock.features:
            feature = pack.features[feature_id]
            parts.append(f"{feature.name}: {feature.description}" if first else feature.name + ".")
        if room not in view.state.looted:
            for treasure_id in stock.treasure:
                parts.append(pack.treasure[treasure_id].text)
            if stock.key_to:
                parts.append("A key hangs on a nail by the door.")
    for trap_id in stock.traps:
        if (room, trap_id) in view.state.passed:
            continue
        trap = pack.traps[trap_id]
        if (room, trap_id) in view.state.spotted:
            parts.append(f"You know the danger here: {trap.name}.")
        else:
            parts += [c.text for c in trap.clues if view.light != "dark" or c.sense != "sight"]
        if trap.trigger.when in GUARDED and view.light != "dark" and room not in view.state.looted:
            parts.append(
                trap.guards
            )  # what it guards is in plain sight: its telegraphs point at it
    if view.light != "dark":
        parts += _seen(stock, pack, first=first)
        parts += [people.line(p) for p in present(view, room)]
    parts += clues(view, room)
    parts += _ways(view, room)
    parts.append(_exits(view, room))
    if stock.safe and view.light != "dark":
        parts.append("Nothing here feels hostile; it would be a fair place to rest.")
    return " ".join(parts)


def present(view: View, room: int) -> list[people.Present]:
    """A hook's people still in ``room`` (p. 99): those the guild has not fought off."""
    stock, flags = view.level.stock[room], view.state.flags
    return [p for p in people.here(view.pack, stock) if people.gone_flag(p.id) not in flags]


def _seen(stock: Stock, pack: ContentPack, *, first: bool) -> list[str]:
    """What a lit room shows beyond its features: its hooks, what another level's hook asks
    for (p. 339), and its scenery (p. 335)."""
    parts = [hook["text"] for hook in stock.hooks]
    parts += [counterpart["text"] for counterpart in stock.counterparts]
    for piece_id in stock.scenery:
        piece = pack.scenery[piece_id]
        parts.append(f"{piece.summary}" if first else f"{_capital(piece.name)}.")
    return parts


def clues(view: View, room: int) -> list[str]:
    """What the room gives away of its neighbours and of its own secret doors (p. 339,
    ``worm.gen.clues``), as far as the light allows: a sound or smell carries in the dark.
    A clue of a room already settled or looted, or of a secret door found, is not told."""
    level, state = view.level, view.state
    keys = level.keyed.keys
    told = []
    for clue in level.stock[room].clues:
        if view.light == "dark" and clue["sense"] == "sight":
            continue
        other = keys.index(clue["room"])
        if clue["about"] == "hidden_way":
            if _hidden_found(view, room):
                continue
        elif clue["about"] == "secret":
            found = [
                index
                for there, index in level.map.neighbours()[room]
                if there == other and level.map.edges[index].secret and index in state.found
            ]
            if found:
                continue
        elif _dealt_with(view, other, clue["about"]):
            continue
        told.append(clue["text"])
    return told


def _hidden_found(view: View, room: int) -> bool:
    """Whether every hidden way standing in ``room`` has been found."""
    ways = view.level.ways
    return all(
        i in view.state.found_ways for i, w in enumerate(ways) if w.room == room and w.secret
    )


def _dealt_with(view: View, other: int, about: str) -> bool:
    """Whether what a clue tells of room ``other`` is gone: its creatures dealt with, its
    treasure taken, its traps passed."""
    state = view.state
    if about == "denizens":
        return other in state.settled
    if about == "treasure":
        return other in state.looted
    return all((other, t) in state.passed for t in view.level.stock[other].traps)


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def arrival(view: View) -> str:
    """The level as it greets a guild arriving for the first time (pp. 343–364): one sight
    (if there is light to see it), one sound, one smell of its seed, and its own light."""
    level, senses = view.level, view.level.senses
    parts = [f"First steps in {level.seed.name}."]
    if senses.get("sight") and view.light != "dark":
        parts.append(f"You see {senses['sight']}.")
    if senses.get("sound"):
        parts.append(f"You hear {senses['sound']}.")
    if senses.get("smell"):
        parts.append(f"You smell {senses['smell']}.")
    if senses.get("lighting"):
        parts.append(senses["lighting"])
    return " ".join(parts)


def _seed_and_origin(built: str, traces: list[str]) -> list[str]:
    """How the seed builds the room, and what of the Underworld's origin is found in it."""
    found = [built] if built else []
    return found + [f"Something older shows through here: {trace}." for trace in traces]


def _ways(view: View, room: int) -> list[str]:
    found = []
    for index, way in enumerate(view.level.ways):
        if way.room == room and (not way.secret or index in view.state.found_ways):
            found.append(f"Here is {WAY_WORDS[way.end]}.")
    return found


def _exits(view: View, room: int) -> str:
    level, state = view.level, view.state
    out = []
    for other, index in level.map.neighbours()[room]:
        edge = level.map.edges[index]
        if edge.secret and index not in state.found:
            continue
        key = level.keyed.keys[other]
        if edge.locked and index not in state.unlocked:
            out.append(f"{key} (locked)")
        else:
            out.append(key)
    ways = Counter(out)  # two pathways to one room (a tunnel round a choke) are said once
    said = [way if n == 1 else f"{way} (by {grammar.number(n)} ways)" for way, n in ways.items()]
    return "Ways on: " + (", ".join(said) if said else "none you can see") + "."


def scrutinize(view: View, room: int, thing: str, choices: list[str]) -> str:
    """A closer look at one thing (p. 183): every clue it gives, and what can be done with it."""
    pack, stock = view.pack, view.level.stock[room]
    lines: list[str] = []
    for feature_id in stock.features:
        feature = pack.features[feature_id]
        if matches(thing, feature.id, feature.name, feature.kind):
            lines += [feature.description, *(c.text for c in feature.clues)]
    for trap_id in stock.traps:
        trap = pack.traps[trap_id]
        if matches(thing, trap.id, trap.name, "trap"):
            known = (room, trap_id) in view.state.spotted
            lines += [
                trap.description if known else "Something is wrong here.",
                *(c.text for c in trap.clues),
            ]
    lines += choices
    return "\n".join(lines) if lines else f"You look closely, but see nothing more in {thing!r}."


def matches(word: str, *names: str) -> bool:
    wanted = word.strip().lower().replace(" ", "_")
    return any(wanted and (wanted in n.lower().replace(" ", "_")) for n in names)


def _clause(text: str) -> str:
    """A sentence from the content read as a clause after a colon or semicolon: "A whiff of
    smoke" → "a whiff of smoke" (the pronoun "I" and a word all in capitals are kept)."""
    first = text.split(" ", 1)[0]
    if first == "I" or (len(first) > 1 and first.isupper()):
        return text
    return text[:1].lower() + text[1:]


def listen(view: View, room: int) -> str:
    """What can be heard and smelled through the known ways out (p. 183): no card needed.

    One line per room beyond: a room two pathways join to this one (a tunnel dug round a
    choke) is heard once, "by two ways", as the ways on name it; a sound two of its traps or
    features share is said once."""
    level, state = view.level, view.state
    ways: Counter[int] = Counter()
    for other, index in level.map.neighbours()[room]:
        if not level.map.edges[index].secret or index in state.found:
            ways[other] += 1
    heard = []
    for other, count in ways.items():
        key = level.keyed.keys[other]
        by = f" (by {grammar.number(count)} ways)" if count > 1 else ""
        sounds = list(dict.fromkeys(map(_clause, _sounds(view, other))))
        heard.append(f"Towards {key}{by}: {'; '.join(sounds) if sounds else 'nothing'}.")
    return "\n".join(heard) if heard else "No way out to listen at."


def _sounds(view: View, other: int) -> list[str]:
    """What carries from room ``other`` through a door: its creatures' first sign, unless
    the guild has settled them, and the first sound or smell of each trap and feature."""
    pack, there = view.pack, view.level.stock[other]
    sounds = []
    if there.denizens and other not in view.state.settled:
        sounds.append(pack.monsters[there.denizens[0]].signs[0].rstrip(".").lower())
    for trap_id in there.traps:
        sounds += _heard(c.text for c in pack.traps[trap_id].clues if c.sense in EARS)
    for feature_id in there.features:
        sounds += _heard(c.text for c in pack.features[feature_id].clues if c.sense in EARS)
    return sounds


def _heard(texts: Iterable[str]) -> list[str]:
    """The first of a thing's clues that carries, as a clause without its full stop."""
    return [text.rstrip(".") for text in texts][:1]
