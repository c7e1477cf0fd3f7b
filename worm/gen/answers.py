"""What follows when the guild acts (p. 5), said briefly for the keyed document.

A feature's interactions and a Meatgrinder entry's hidden parts are written in the content
pack as outcome models (``worm.content.interaction``); the GM reading the key needs them in a
line each: the test, what it costs, what comes of success and of failure. These functions
work on the plain data the level's JSON holds (``worm.content.rebuild.plain``), so a feature
from the pack and a Meatgrinder row read alike.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from worm.content.models import ContentPack

WHO = {
    "random": "a random adventurer",
    "guild": "everyone",
    "front": "the one in front",
    "rear": "the one at the back",
    "engaged": "those beside the actor",
    "light_bearer": "whoever carries a light",
}
"""Whom an outcome falls on, when it is not the one acting."""

MOVES = {
    "deeper_level": "down to a deeper level",
    "upper_level": "up to a shallower level",
    "back": "back the way they came",
    "far_room": "across the level to its farthest room",
}

UNTIL = {
    "now": "for a moment",
    "recover": "until Recovered",
    "scene": "for the scene",
    "camp": "until the next Camp",
    "city": "until the City",
    "forever": "for good",
}


LOWERED = frozenset(
    "a an the each every she he it its they them you your one someone something all some his "
    "her their no this that there nobody everyone whoever someone's".split()
)
"""First words an outcome's own sentence may start with that read lower-case inside a line."""


def _lowered(text: str) -> str:
    """An outcome's own sentence set inside a longer line: no full stop, a common first word
    in lower case (a name keeps its capital)."""
    text = text.rstrip(".")
    first = text.split(" ", 1)[0]
    return text[:1].lower() + text[1:] if first.lower() in LOWERED else text


def _plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def _words(name: str) -> str:
    return name.replace("_", " ")


def _item(item_id: str, pack: ContentPack) -> str:
    item = pack.items.get(item_id)
    return item.name if item is not None else _words(item_id)


def _plain_effect(o: Mapping[str, Any], pack: ContentPack) -> str:  # noqa: C901 - one line per kind
    """An outcome with no text of its own, in a few words from its kind and fields."""
    effect, count = o["effect"], int(o.get("count") or 1)
    if effect == "wound":
        sort = "Critical " if o.get("critical") else "Piercing " if o.get("piercing") else ""
        return _plural(count, f"{sort}Wound", f"{sort}Wounds")
    if effect in ("gain_gold", "lose_gold"):
        return f"{count} gold {'gained' if effect == 'gain_gold' else 'lost'}"
    if effect in ("gain_item", "lose_item"):
        name = _item(o["item"], pack)
        return f"{'gains' if effect == 'gain_item' else 'loses'} {name} ×{count}"
    if effect == "challenge":
        monster = pack.monsters.get(o["creature"])
        return f"a fight with {monster.name if monster is not None else 'the level'}"
    if effect == "move":
        return f"moved {MOVES.get(o['id'], _words(o['id']))}"
    if effect in ("effect", "status"):
        return f"{_words(o['id'])} {UNTIL.get(o['until'], '')}".strip()
    if effect == "fall":
        return f"a {count}' fall"
    phrases = {
        "stress": "Stressed",
        "notch": "an item notched",
        "destroy": "an item destroyed",
        "flicker": f"lights flicker {_plural(count, 'time', 'times')}",
        "ration": f"{_plural(count, 'ration', 'rations')} eaten each",
        "resolve": f"{count} Resolve {'regained' if count >= 0 else 'spent'}",
        "disposition": f"turns to {o.get('emotion', '')}",
        "reveal": f"reveals the {_words(o.get('id', 'secret'))}",
        "meatgrinder": f"{_plural(count, 'more Meatgrinder draw', 'more Meatgrinder draws')}",
        "watch": "a watch passes" if count == 1 else f"{count} watches pass",
        "rumor": "a rumor",
        "nothing": "done, and no harm",
        "death": "death",
        "affliction": f"catches {_words(o.get('id', 'an affliction'))}",
        "cure": "afflictions may lift",
        "douse": "lights go out",
    }
    return phrases.get(effect, "")


def outcome(o: Mapping[str, Any], pack: ContentPack) -> str:
    """One outcome in a few words: its own text where it has one, else its kind's words, and
    whom it falls on where that is not the one acting. A level flag says what it means where
    its text does ("the lid grinds aside"), else the state it names ("blade jammed"); one
    undone says nothing, for what undoes it says what happens instead."""
    if o["effect"] == "unflag" and not o.get("text"):
        return ""
    if o["effect"] == "flag" and not o.get("text"):
        return _words(str(o["id"]))
    said = _lowered(str(o["text"])) if o.get("text") else _plain_effect(o, pack)
    who = WHO.get(str(o.get("who", "actor")))
    if who and not o.get("text") and said and o["effect"] not in ("watch", "move", "nothing"):
        said = f"{said} ({who})"
    return said


def outcomes(found: Iterable[Mapping[str, Any]], pack: ContentPack) -> str:
    """Several outcomes, joined."""
    return "; ".join(s for s in (outcome(o, pack) for o in found) if s)


def interaction(i: Mapping[str, Any], pack: ContentPack) -> str:
    """One thing the guild may do and what comes of it: "verb (Cups test; costs …): …"."""
    terms = []
    if i.get("approach"):
        who = {"each": ", each", "group": ", as a group"}.get(str(i.get("who", "actor")), "")
        terms.append(f"{str(i['approach']).title()} test{who}")
    if i.get("requires"):
        needed = [" or ".join(_item(n, pack) for n in need.split("|")) for need in i["requires"]]
        terms.append("needs " + " and ".join(needed))
    if i.get("needs_flags"):
        terms.append("only once: " + " and ".join(_words(f) for f in i["needs_flags"]))
    if i.get("time") == "long":
        terms.append("takes a watch")
    if i.get("noise"):
        terms.append("noisy")
    if costs := outcomes(i.get("costs", ()), pack):
        terms.append(f"costs: {costs}")
    said = str(i["verb"]) + (f" ({'; '.join(terms)})" if terms else "")
    success = outcomes(i.get("on_success", ()), pack)
    failure = outcomes(i.get("on_failure", ()), pack)
    if success and failure:
        return f"{said}: if it works, {success}; if not, {failure}"
    if failure:
        return f"{said}: if not, {failure}"
    if success:
        return f"{said}: if it works, {success}" if i.get("approach") else f"{said}: {success}"
    return said


def hidden(entry: Mapping[str, Any], pack: ContentPack) -> str:
    """What a Meatgrinder row holds beyond its words: the trap behind it and its test, the
    choices the guild has and what each leads to, and whether care avoids it (pp. 90–93)."""
    parts = []
    trap = pack.traps.get(str(entry.get("trap", "")))
    if trap is not None:
        test = f" ({trap.trigger.approach.title()} test)" if trap.trigger.approach else ""
        parts.append(f"The trap is {trap.name}{test}: {trap.trigger.text}")
    choices = [interaction(i, pack) for i in entry.get("interactions", ())]
    if choices:
        parts.append("Choices: " + "; or ".join(choices) + ".")
    if entry.get("avoid_when_careful"):
        parts.append("A guild that goes carefully avoids it.")
    return " ".join(p if p.endswith((".", "!", "?")) else p + "." for p in parts)
