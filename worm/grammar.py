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
     "sheep", "deer", "fish", "swine", "spawn", "genii", "draugr", "dice"}
)  # fmt: skip
"""Last words of a name that speak of many though they do not end in a plain -s."""

PLURAL_ENDINGS = ("men", "folk", "people", "ae", "fish")
"""Endings of a last word that speak of many: Ratmen, Underfolk, Hydrae, Daggerfish."""

SINGULAR_ENDINGS = ("ss", "us", "is", "ys", "os", "as")
"""Endings of a singular word that still ends in -s: Colossus, Ibis, Chaos, Abyss."""

ONE_OF = {
    "men": "man", "women": "woman", "mice": "mouse", "lice": "louse", "geese": "goose",
    "teeth": "tooth", "feet": "foot", "oxen": "ox", "children": "child", "kine": "cow",
    "genii": "genie", "wolves": "wolf", "werewolves": "werewolf", "dwarves": "dwarf",
    "elves": "elf", "thieves": "thief", "knives": "knife", "halves": "half", "leaves": "leaf",
    "zombies": "zombie", "kelpies": "kelpie", "pixies": "pixie", "buboes": "bubo",
    "bloodybones": "bloodybones",
}  # fmt: skip
"""Last words of a band's name whose one is not the word less its -s: Wolves, one Wolf."""

NUMBER_WORDS = (
    "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen", "twenty",
)  # fmt: skip
"""Counts written in words, "no" to "twenty"; a larger one is written in figures, so that a
band of fourteen reads as one of twelve does."""

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
    after ("Dire Bats 2", one of the band in a fight) is one; two kinds met together ("Dire
    Bats and Cockatrice", a mixed band) are many."""
    if re.match(r"\s*\d+\s*×", name):
        return True
    if re.search(r"\s\d+$", name):  # "Dire Bats 2": one of a band, numbered in a fight
        return False
    if " and " in name:  # a mixed band, "Dire Bats and Cockatrice": two kinds are many
        return True
    head = _HEAD_ENDS.split(name)[0]  # "Lost Adventurers Undergoing Apotheosis": Adventurers
    words = _WORD.findall(head)
    if not words:
        return False
    last = words[-1].lower()
    if last in IRREGULAR_PLURALS or last.endswith(PLURAL_ENDINGS):
        return True
    return last.endswith("s") and not last.endswith(SINGULAR_ENDINGS)


def singular(name: str) -> str:
    """One of a band, as a fight numbers it (p. 109): "Dire Rats" → "Dire Rat", "Skeleton
    Jellies" → "Skeleton Jelly", "Mushroom Men" → "Mushroom Man", "Lost Adventurers
    Undergoing Apotheosis" → "Lost Adventurer Undergoing Apotheosis". A name that is one
    already, or the same for one and many ("Vampire Spawn"), is kept."""
    if not is_plural(name) or re.match(r"\s*\d+\s*×", name):
        return name
    name = name.removeprefix("Various ")
    head = _HEAD_ENDS.split(name)[0]
    before, _, last = head.rpartition(" ")
    return f"{before}{' ' * bool(before)}{_one(last)}{name[len(head) :]}"


def plural(name: str) -> str:
    """Many of a creature named ``name``: "Cockatrice" → "Cockatrices", "Skeleton Jelly" →
    "Skeleton Jellies", "Wolf" → "Wolves"; a name that speaks of many already is kept
    ("Dire Bats", "Mushroom Men", "Vampire Spawn")."""
    if is_plural(name):
        return name
    head = _HEAD_ENDS.split(name)[0]
    before, _, last = head.rpartition(" ")
    return f"{before}{' ' * bool(before)}{_many(last)}{name[len(head) :]}"


def _many(word: str) -> str:
    """Many of ``word``, a singular noun, keeping its capital."""
    lower = word.lower()
    many = {one: more for more, one in ONE_OF.items()}
    if lower in many:
        more = many[lower]
    elif lower.endswith("man"):
        more = lower[:-3] + "men"
    elif re.search(r"[^aeiou]y$", lower):
        more = lower[:-1] + "ies"
    elif lower.endswith(("s", "sh", "ch", "x", "z")):
        more = lower + "es"
    else:
        more = lower + "s"
    return word[0] + more[1:] if word[:1].isupper() else more


def band(count: int, name: str) -> str:
    """A band as a sentence names it: one is its kind's name ("Cockatrice"), more a count in
    words before the name of many ("two Living Paintings", "fourteen Flower Fairies"; past
    twenty in figures, as ``number`` writes them), never "2 × Living Paintings". A count
    says how many already, so a name's "Various" goes: "ten Stomach Prisoners"."""
    if count == 1:
        return name
    return f"{number(count)} {plural(name).removeprefix('Various ')}"


_SECOND_PERSON = (
    (re.compile(r"\byourselves\b"), "themselves"),
    (re.compile(r"\byourself\b"), "themselves"),
    (re.compile(r"\byour\b"), "their"),
    (re.compile(r"\byou (have|are|were|can)\b"), r"they \1"),
    (re.compile(r"\byou\b"), "them"),
)


def told_of(task: str) -> str:
    """A choice's words, put to the player ("close your mind to them"), told of the one who
    did it: "Clive tested Wands to close their mind to them", not "… to close your mind"."""
    for found, put in _SECOND_PERSON:
        task = found.sub(put, task)
    return task


def capital(text: str) -> str:
    """``text`` opening a sentence: its first letter a capital ("two Dire Bats are met" →
    "Two Dire Bats are met")."""
    return text[:1].upper() + text[1:]


def _one(word: str) -> str:
    """One of ``word``, a plural noun, keeping its capital."""
    lower = word.lower()
    if lower in ONE_OF:
        one = ONE_OF[lower]
    elif lower.endswith("men"):
        one = lower[:-3] + "man"
    elif lower.endswith("ae"):
        one = lower[:-1]
    elif lower.endswith("ies"):
        one = lower[:-3] + "y"
    elif lower.endswith(("sses", "ches", "shes", "xes")):
        one = lower[:-2]
    elif lower.endswith("s") and not lower.endswith(SINGULAR_ENDINGS):
        one = lower[:-1]
    else:
        return word
    return word[0] + one[1:] if word[:1].isupper() else one


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


_ITS = re.compile(r"\b([Ii])ts\b")
_THEIR = re.compile(r"\b([Tt])(?:heir|hemselves)\b")
_GROUP_OF = re.compile(r"^([A-Za-z]+) of ")


def of_one(text: str) -> str:
    """Words written of a band ("raiders of the Pack back from a strike, carrying their
    wounded") said of one met alone ("a raider of the Pack back from a strike, carrying its
    wounded"): an opening plural before "of" becomes one of it, "their" "its", "themselves"
    "itself"."""
    opening = _GROUP_OF.match(text)
    if opening:
        many = opening.group(1)
        one = many[:-1] if re.search(r"[aeiou]ys$", many) else singular(many)  # envoys, spies
        if one != many:
            text = a_thing(one) + text[len(many) :]
    return _THEIR.sub(
        lambda m: (
            ("I" if m.group(1) == "T" else "i") + ("tself" if m.group(0)[-1] == "s" else "ts")
        ),
        text,
    )


def theirs(text: str, many: bool) -> str:
    """A trait written of one creature ("its mate") as said of ``many`` ("their mate"), so a
    band of Manticores never likes "its" mate; of one, unchanged."""
    return _ITS.sub(lambda m: "Their" if m.group(1) == "I" else "their", text) if many else text


def possessive(name: str) -> str:
    """The name as owner: "Iago's", "Three-Fingers'", "Alesander of House Gryphes'"."""
    if name.endswith(("s", "S")):
        return name + "'"
    return name + "'s"


_NAME_ENDING_IN_S = re.compile(r"\b([A-Z][\w-]*s)'s\b")


def tidy(text: str) -> str:
    """A sentence with its names' possessives put right ("Polliver of House Gryphes's ward" →
    "…Gryphes' ward"), for texts written from templates that cannot know the name; a table's
    "a random adventurer" as "someone" (``someone``)."""
    return someone(_NAME_ENDING_IN_S.sub(r"\1'", text))


PLACE_PREPOSITIONS = (
    "across ",
    "by ",
    "at ",
    "in ",
    "on ",
    "near ",
    "beside ",
    "behind ",
    "under ",
    "over ",
    "up ",
    "down ",
    "through ",
    "past ",
    "into ",
    "onto ",
)
"""How a place's name may already begin with where it lies: "across the room", "by the door"."""


def toward(place: str) -> str:
    """Where a move goes: "to the threshold", but "across the room", never "to across"."""
    return place if place.lower().startswith(PLACE_PREPOSITIONS) else f"to {place}"


def number(n: int) -> str:
    """A count to twenty in words ("no", "one" … "twenty"), a larger one in figures."""
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


_A_RANDOM_ONE = re.compile(r"\b([Aa]) random adventurer\b")


def someone(text: str) -> str:
    """A table's text as told before the cards say who it falls on (p. 182): "a random
    adventurer's food" → "someone's food", "A random adventurer stumbles" → "Someone
    stumbles"; the outcome then names them."""
    return _A_RANDOM_ONE.sub(lambda m: "Someone" if m.group(1) == "A" else "someone", text)


_OPENING = re.compile(
    r"^(?:The|A|An|Its|Their|His|Her|Some|Any|Every|No|To|Someone|Something|Enough|Curious"
    r"|Homage|Vengeance|Silence|Odd|News|Money|Magic|Food|Cold|Mate|Home|Proof|Grave)\b"
)
"""Opening words a want or need is written with (personalities.toml), never a name's."""


def running_on(text: str) -> str:
    """Words written to stand alone ("Its resting place left undisturbed") as they run on
    inside a sentence: the opening word in lower case, unless it is a name ("Ine's oath")."""
    return _OPENING.sub(lambda m: m.group(0).lower(), text, count=1)


_INNER = re.compile(r" \(([^()]*)\)")


def aside(text: str) -> str:
    """``text`` in brackets, a bracket of its own inside opened into a comma ("(warm blood
    (the want of the Host))" → "(warm blood, the want of the Host)"), never one in another."""
    return "(" + _INNER.sub(r", \1", text) + ")"


def item(name: str) -> str:
    """An item's catalogue name as a player reads it in a list: "Shield, heavy" → "heavy
    shield", "Leeches, jar of" → "jar of leeches", so that the comma never reads as a second
    item. A name without a comma is kept as it is."""
    head, comma, rest = name.partition(", ")
    if comma and rest in CONTAINERS:  # "Oil, flask": a flask of oil, not a "flask oil"
        return f"{rest} of {head.lower()}"
    if comma and rest in KINDS_NAMED:  # "Clothes, rags": rags, not "rags clothes"
        return rest
    return f"{rest} {head.lower()}" if comma else name


CONTAINERS = frozenset({"flask", "jar", "bottle", "bag", "pouch", "sack"})
"""What a catalogue name may end in after its comma that holds the thing named first."""

KINDS_NAMED = frozenset({"rags", "finery"})
"""What a catalogue name may end in after its comma that names the thing on its own."""

_SILENT_H = ("hour", "honest", "honour", "honor", "heir")

MASS_NOUNS = frozenset(
    {"chalk", "firewood", "lard", "salt", "garlic", "wolfsbane", "paraphernalia", "gear",
     "feed", "tinder", "pipeweed", "ink", "armor", "clothes", "booze", "oil", "honey", "lotus",
     "scraps", "gold", "silver", "coin", "treasure"}
)  # fmt: skip
"""Last words of a thing's name that take no "a": "salt", "fishing gear", "light armor"."""


def a_thing(name: str) -> str:
    """A thing's name as it runs on in a sentence, lower case and with its article where it
    takes one: "Lantern" → "a lantern", "Axe" → "an axe", "Shield, heavy" → "a heavy
    shield", "Leeches, jar of" → "a jar of leeches"; many things or a mass of one stay bare:
    "Candles" → "candles", "Salt" → "salt", "Flint and tinder" → "flint and tinder"."""
    words = item(name).lower()
    if not words or words.startswith(("a ", "an ", "the ", "some ")) or is_plural(words):
        return words
    head = _HEAD_ENDS.split(words)[0]
    found = _WORD.findall(head.split(" and ")[-1])
    if found and found[-1] in MASS_NOUNS:
        return words
    vowel = words[0] in "aeiou" or words.startswith(_SILENT_H)
    return f"{'an' if vowel else 'a'} {words}"
