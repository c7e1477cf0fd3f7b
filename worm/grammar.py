"""English for names the game did not write itself: bands and single creatures, possessives,
counts and the four attributes.

The names come from the content pack, the generator and the roster — "Dire Bats", "Cockatrice",
"Three-Fingers", "Alesander of House Gryphes" — and the sentences around them must agree with
them: "Dire Bats attack", "the Cockatrice attacks", "Three-Fingers' knife", "no gold". Nothing
here knows the game; every function takes words and gives words, so any layer may use it.
"""

from __future__ import annotations

import re

IRREGULAR_PLURALS = frozenset(
    {"children", "mice", "lice", "geese", "teeth", "feet", "oxen", "kine", "dead", "undead",
     "sheep", "deer", "fish", "swine", "spawn", "genii", "draugr"}
)  # fmt: skip
"""Last words of a name that speak of many though they do not end in a plain -s."""

PLURAL_ENDINGS = ("men", "folk", "people", "ae", "fish")
"""Endings of a last word that speak of many: Ratmen, Underfolk, Hydrae, Daggerfish."""

SINGULAR_ENDINGS = ("ss", "us", "is", "ys", "os", "as")
"""Endings of a singular word that still ends in -s: Colossus, Ibis, Chaos, Abyss."""

NUMBER_WORDS = (
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve",
)  # fmt: skip

ATTRIBUTES = {"swords": "Swords", "pentacles": "Pentacles", "cups": "Cups", "wands": "Wands"}
"""The four attributes (p. 9), always written with a capital, as names are."""

SINGULAR_VERBS = {"are": "is", "have": "has", "were": "was", "do": "does", "go": "goes"}
"""Plural verbs whose singular is not the plural with an -s."""

_WORD = re.compile(r"[A-Za-z]+")
_HEAD_ENDS = re.compile(r" (?:of|in|from|with|under|beneath|on|the) |(?<=s) (?=[A-Z][a-z]+ing\b)")
"""Where the noun a name is about ends: before "of …", "the …", or a participle after it."""


def is_plural(name: str) -> bool:
    """Whether a creature's name speaks of many: "Dire Bats", "Mushroom Men" (plural);
    "Cockatrice", "Colossus" (singular). A count in front ("2 × Lions") is many; a number
    after ("Dire Bats 2", one of the band in a fight) is one."""
    if re.match(r"\s*\d+\s*×", name):
        return True
    if re.search(r"\s\d+$", name):  # "Dire Bats 2": one of a band, numbered in a fight
        return False
    head = _HEAD_ENDS.split(name)[0]  # "Lost Adventurers Undergoing Apotheosis": Adventurers
    words = _WORD.findall(head)
    if not words:
        return False
    last = words[-1].lower()
    if last in IRREGULAR_PLURALS or last.endswith(PLURAL_ENDINGS):
        return True
    return last.endswith("s") and not last.endswith(SINGULAR_ENDINGS)


def verb(plural: str, many: bool) -> str:
    """``plural`` ("attack", "are") as the verb of many or of one ("attacks", "is")."""
    if many:
        return plural
    if plural in SINGULAR_VERBS:
        return SINGULAR_VERBS[plural]
    if plural.endswith(("s", "sh", "ch", "x", "z", "o")):
        return plural + "es"
    if re.search(r"[^aeiou]y$", plural):
        return plural[:-1] + "ies"
    return plural + "s"


def agree(name: str, plural: str, *, single: bool = False) -> str:
    """The name and its verb, agreeing: "Dire Bats attack", "Cockatrice attacks". ``single``
    says the name is one being whatever it ends in ("Three-Fingers lets")."""
    return f"{name} {verb(plural, not single and is_plural(name))}"


def possessive(name: str) -> str:
    """The name as owner: "Iago's", "Three-Fingers'", "Alesander of House Gryphes'"."""
    if name.endswith(("s", "S")):
        return name + "'"
    return name + "'s"


_NAME_ENDING_IN_S = re.compile(r"\b([A-Z][\w-]*s)'s\b")


def tidy(text: str) -> str:
    """A sentence with its names' possessives put right ("Polliver of House Gryphes's ward" →
    "…Gryphes' ward"), for texts written from templates that cannot know the name."""
    return _NAME_ENDING_IN_S.sub(r"\1'", text)


def number(n: int) -> str:
    """A small count in words ("no", "one" … "twelve"), a larger one in digits."""
    return NUMBER_WORDS[n] if 0 <= n < len(NUMBER_WORDS) else str(n)


def counted(n: int, noun: str, plural: str | None = None, *, words: bool = False) -> str:
    """``n`` of ``noun``, in agreement: "no gold", "1 hit", "2 hits", "−1 hits".
    ``plural`` for a noun whose plural is not -s (or none: "gold"); ``words`` spells small
    counts out ("three flickers")."""
    many = plural if plural is not None else noun + "s"
    said = number(n) if words or n == 0 else str(n)
    return f"{said} {noun if n == 1 else many}"


def attribute(name: str) -> str:
    """An attribute's name as the book writes it: "Swords", never "swords"."""
    return ATTRIBUTES.get(name.lower(), name)


def item(name: str) -> str:
    """An item's catalogue name as a player reads it in a list: "Shield, heavy" → "heavy
    shield", "Leeches, jar of" → "jar of leeches", so that the comma never reads as a second
    item. A name without a comma is kept as it is."""
    head, comma, rest = name.partition(", ")
    return f"{rest} {head.lower()}" if comma else name
