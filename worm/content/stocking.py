"""Stocking a level: Meatgrinder templates, room types, treasure and hooks (pp. 90–93, 335–342).

The generator fills every level from these generic tables. Random encounters (XVI–XX) are not
here: the generator composes them from the level's own monsters. Everything playable is written
in the shared interaction vocabulary (``worm.content.interaction``).

Texts may name the level they are placed on through placeholders the generator fills in:
``{level}`` (the level's seed name), ``{other_level}`` (another level's name) and ``{lord}``
(the level's dungeon lord); a hook's ``{other_level}`` names a room there too. Counts stay in
the book's bracket notation, read off the top of a discard pile in play (pp. 157, 182, 376):
``[discard]``, ``[adventurers]``, ``[adventurers - 1]``.

The whole-table rules (enough entries of each kind for every shape and lighting, items and
effects that exist) are in ``worm.content.integrity.stocking``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from types import MappingProxyType
from typing import Annotated, Literal, Self, get_args

from pydantic import Field, Strict, model_validator

from worm import grammar
from worm.content import book
from worm.content.features import Architecture
from worm.content.fields import Count, Entry, Flag, Id, Positive, Text, require_unique
from worm.content.interaction import Clue, Interaction, Move, Outcome, StartChallenge
from worm.content.problems import EntryProblem

# The same closed sets as ``worm.content.models`` (which imports this module, so they cannot be
# imported from there); a test checks the two agree.
LevelShape = Literal["caverns", "halls", "towers", "streets", "water", "organic"]
Lighting = Literal["bright", "dim", "dark", "mixed"]
SHAPES: tuple[str, ...] = get_args(LevelShape)
LIGHTINGS: tuple[str, ...] = get_args(Lighting)

Band = Literal["torches_gutter", "curiosity", "travel_event", "quest_rumor"]
"""The Meatgrinder's bands this table fills (p. 91): I–V, VI–X, XI–XV and XXI."""

Kind = Literal["gutter", "respite", "hunger", "curiosity", "tax", "choice", "hazard", "rumor"]

KINDS: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        # p. 341: where light is plentiful, I–V may be a respite; outside the Underworld, hunger
        "torches_gutter": ("gutter", "respite", "hunger"),
        "curiosity": ("curiosity",),
        # p. 341: a tax on one adventurer, a hard choice, or a hazard such as a trap
        "travel_event": ("tax", "choice", "hazard"),
        "quest_rumor": ("rumor",),
    }
)
"""The kinds of entry each band holds."""

Reveals = Literal["hazard", "place", "tool"]
"""What a quest rumor tells of the next step (p. 341): a danger, where to go, what to bring."""

MINIMUM: Mapping[str, int] = MappingProxyType(
    {
        "gutter": 4,
        "respite": 4,
        "hunger": 2,
        "curiosity": 25,
        "tax": 12,
        "choice": 12,
        "hazard": 12,
        "rumor": 12,
    }
)
"""Policy: how many templates of each kind the table needs, so levels do not repeat each other."""

PER_SHAPE: Mapping[str, int] = MappingProxyType(
    {"curiosity": 8, "tax": 5, "choice": 5, "hazard": 5}
)
"""Policy: templates of each kind every shape and lighting must offer (a level uses five)."""

ROOMS_PER_SHAPE = 10
SAFE_ROOMS_PER_SHAPE = 3  # p. 338: mark a handful of rooms safe on every level
SEED_ROOMS = (6, 10)  # each seed's own room types, besides its set pieces (pp. 343–364)
RETURN_HOOKS, QUEST_HOOKS = 15, 12
TREASURES = 30

TREASURE_CAP: Mapping[int, int] = MappingProxyType({1: 60, 2: 150, 3: 300, 4: 600, 5: 1200})
"""Policy (p. 385): the most a treasure first found at each depth is worth, in gold. Loot
grows richer deeper down, and the top half of each range sits behind a trap or a guardian."""

GUTTER = {"effect": "flicker", "count": 1, "who": "guild"}  # p. 91: every light flickers once
SINGLE = frozenset({"random", "front", "rear"})  # one adventurer: by the oracle or marching order
MOVES = frozenset({"back", "deeper_level", "upper_level", "far_room"})
ENTRY_WORDS = frozenset({"level", "other_level", "lord"})
HOOK_WORDS = frozenset({"level", "other_level", "lord"})  # no {other_room}: see Hook

_BRACE = re.compile(r"\{([^{}]*)\}")
_BRACKET = re.compile(r"\[([^\[\]]*)\]")
_COUNT = re.compile(r"adventurers(?: - [1-9])?|discard")


_TOLD_COUNT = re.compile(r"\s*\((?:\[[^\]]*\]|\d+)\)")  # "Lions ([adventurers])", "Dryads (2)"


def uncounted(text: str) -> str:
    """``text`` without its bracket count in brackets ("Lions ([adventurers - 1]), feeding" →
    "Lions, feeding"): the count is read in play and told where it is known."""
    return _TOLD_COUNT.sub("", text)


def told(text: str, count: int) -> str:
    """``text`` with its bracket count replaced by the count read in play, in words: "Dire Bats
    (five of them), chasing…", "Lions (just one), feeding…"; the words after the count of one
    said of one ("Cockatrice (just one), a raider of the Pack…, carrying its wounded"), and the
    name as one or many by the count ("Green Slime (just one)", "Cockatrices (three of them)")."""
    found = _TOLD_COUNT.search(text)
    if found is None:
        return text
    name, rest = text[: found.start()], text[found.end() :]
    if count != 1:
        return f"{grammar.plural(name)} ({grammar.number(count)} of them){rest}"
    comma = ", " if rest.startswith(", ") else ""
    return f"{grammar.singular(name)} (just one){comma}{grammar.of_one(rest[len(comma) :])}"


def placeholder_problem(text: str, words: frozenset[str], counts: bool) -> str | None:
    """Why ``text`` holds a placeholder or bracket count it may not, else None."""
    for name in _BRACE.findall(text):
        if name not in words:
            allowed = ", ".join(f"{{{word}}}" for word in sorted(words)) or "none"
            return f"{{{name}}} is not a placeholder here (allowed: {allowed})"
    if {"{", "}"} & set(_BRACE.sub("", text)):
        return f"{text!r} has an unmatched brace"
    for inner in _BRACKET.findall(text):
        if not (counts and _COUNT.fullmatch(inner)):
            allowed = "[discard], [adventurers], [adventurers - N]" if counts else "none"
            return f"[{inner}] is not a count this text may use (allowed: {allowed})"
    if {"[", "]"} & set(_BRACKET.sub("", text)):
        return f"{text!r} has an unmatched bracket"
    return None


def _check_texts(texts: Iterator[tuple[str, str]], words: frozenset[str], counts: bool) -> None:
    for field, text in texts:
        if message := placeholder_problem(text, words, counts):
            raise EntryProblem(field, message)


def _outcome_texts(where: str, outcomes: tuple[Outcome, ...]) -> Iterator[tuple[str, str]]:
    for number, outcome in enumerate(outcomes):
        if outcome.text:
            yield f"{where}[{number}].text", outcome.text


class MeatgrinderEntry(Entry):
    """A template for one Meatgrinder row of a level (pp. 91, 340–342).

    ``shapes`` and ``lighting`` limit the levels it suits (empty: any); ``architectures`` are
    what its words need of the level's rooms (rubble, dust and a jag of rock need a hall or a
    cave; a wall needs a built room, a cave or flesh): it suits only a level whose room types
    may be one of them (``worm.gen.index.Index.architectures``; empty: any). ``avoid_when_careful``
    marks travel events a guild moving carefully slips past (p. 377); ``whole_guild`` marks the
    ones that strike everyone at once, like a tremor.
    """

    id: Id
    band: Band
    kind: Kind
    name: Text
    text: Text
    shapes: tuple[LevelShape, ...] = ()
    lighting: tuple[Lighting, ...] = ()
    architectures: tuple[Architecture, ...] = ()
    clues: tuple[Clue, ...] = ()
    outcomes: tuple[Outcome, ...] = ()
    interactions: tuple[Interaction, ...] = ()
    trap: Id | None = None
    reveals: Reveals | None = None
    avoid_when_careful: Flag = False
    whole_guild: Flag = False

    def all_outcomes(self) -> tuple[Outcome, ...]:
        """Every outcome the entry can lead to, its own and its interactions'."""
        found = list(self.outcomes)
        for interaction in self.interactions:
            found.extend(interaction.outcomes())
        return tuple(found)

    def fits(self, shape: str, lighting: str) -> bool:
        """Whether the entry suits a level of this shape and lighting."""
        return (not self.shapes or shape in self.shapes) and (
            not self.lighting or lighting in self.lighting
        )

    @model_validator(mode="after")
    def _agrees_with_itself(self) -> Self:
        if self.kind not in KINDS[self.band]:
            raise EntryProblem(
                "kind", f"{self.kind!r} is not a kind of {self.band!r}: use {KINDS[self.band]}"
            )
        require_unique("shapes", self.shapes)
        require_unique("lighting", self.lighting)
        require_unique("architectures", self.architectures)
        _check_texts(self._texts(), ENTRY_WORDS, counts=True)
        self._check_kind()
        if self.trap is not None and self.kind != "hazard":
            raise EntryProblem("trap", "only a hazard can be one of the example traps")
        if self.trap is not None and self.trap not in book.TRAP_IDS:
            raise EntryProblem("trap", f"{self.trap!r} is not one of {sorted(book.TRAP_IDS)}")
        if (self.reveals is None) == (self.kind == "rumor"):
            raise EntryProblem("reveals", "a rumor, and only a rumor, says what it reveals")
        if self.avoid_when_careful and self.band != "travel_event":
            raise EntryProblem("avoid_when_careful", "only a travel event can be avoided")
        if self.whole_guild and not self._hits_everyone():
            raise EntryProblem(
                "whole_guild", "nothing here falls on who='guild' or is done by each adventurer"
            )
        for outcome in self.all_outcomes():
            self._check_outcome(outcome)
        return self

    def _texts(self) -> Iterator[tuple[str, str]]:
        yield "name", self.name
        yield "text", self.text
        for number, clue in enumerate(self.clues):
            yield f"clues[{number}].text", clue.text
        yield from _outcome_texts("outcomes", self.outcomes)
        for number, interaction in enumerate(self.interactions):
            where = f"interactions[{number}]"
            yield f"{where}.verb", interaction.verb
            for part in ("costs", "on_success", "on_failure"):
                yield from _outcome_texts(f"{where}.{part}", getattr(interaction, part))

    def _check_kind(self) -> None:
        effects = [outcome.effect for outcome in self.outcomes]
        if self.band == "torches_gutter" and self.interactions:
            raise EntryProblem("interactions", "I–V simply happen: there is nothing to choose")
        written = [outcome.model_dump(exclude_defaults=True) for outcome in self.outcomes]
        if self.kind == "gutter" and written != [GUTTER]:
            raise EntryProblem(
                "outcomes", "torches gutter is one flicker of every light: [flicker, 1, guild]"
            )
        if self.kind == "respite" and effects != ["nothing"]:
            raise EntryProblem("outcomes", f"a respite is one 'nothing' outcome, not {effects}")
        if self.kind == "hunger" and not any(
            o.effect == "ration" and o.who == "guild" for o in self.outcomes
        ):
            raise EntryProblem("outcomes", "hunger makes each adventurer eat: a 'ration' on guild")
        if self.kind == "tax":
            if not any(o.who in SINGLE for o in self.outcomes):
                raise EntryProblem(
                    "outcomes", f"a tax falls on one adventurer: who is one of {sorted(SINGLE)}"
                )
            if any(o.who == "guild" for o in self.outcomes):
                raise EntryProblem("outcomes", "a tax falls on one adventurer, not the guild")
        if self.kind == "choice" and not 2 <= len(self.interactions) <= 3:
            raise EntryProblem(
                "interactions",
                f"a hard choice offers two or three ways, not {len(self.interactions)}",
            )
        if self.kind == "hazard" and not any(
            i.approach is not None and i.on_failure for i in self.interactions
        ):
            raise EntryProblem(
                "interactions", "a hazard needs a way through that is tested and can fail"
            )
        if self.kind == "rumor" and not any(o.effect == "rumor" for o in self.all_outcomes()):
            raise EntryProblem("outcomes", "a rumor must lead to a 'rumor' outcome")

    def _hits_everyone(self) -> bool:
        return any(o.who == "guild" for o in self.all_outcomes()) or any(
            i.who in ("each", "group") for i in self.interactions
        )

    @staticmethod
    def _check_outcome(outcome: Outcome) -> None:
        if isinstance(outcome, StartChallenge) and outcome.creature != "level":
            raise EntryProblem(
                "outcomes",
                f"creature {outcome.creature!r}: a generic template fights the level's own "
                "monsters, so write creature = 'level'",
            )
        if isinstance(outcome, Move) and outcome.id not in MOVES:
            raise EntryProblem("outcomes", f"move to {outcome.id!r}: use one of {sorted(MOVES)}")


SafeAs = Literal["secret", "defensible", "warded", "empty"]
"""Why a room lets the guild breathe easy (p. 338)."""


RoomSize = Literal["small", "medium", "large"]
"""A room's floor against the other rooms of its level: the smallest third, the middle, the
largest third (``worm.gen.room_types``)."""

RoomExits = Literal["dead_end", "passage", "hub"]
"""How many ways lead out of a room: one (a dead end), two (a passage), three or more (a hub)."""

ALL_EXITS: tuple[RoomExits, ...] = ("dead_end", "passage", "hub")


class RoomType(Entry):
    """A kind of room to dress a generated room with (p. 335): what the guild sees first.

    ``safe_as`` says why the room may serve as a safe room (p. 338), and is given exactly when
    ``safe_ok`` is true. A type is given to a room only when the room's ``size`` and ``exits``
    are the type's, and, for a type that ``holds`` creatures or a feature, when the room does.
    ``seed`` makes it one of that dungeon seed's own rooms (pp. 343–364), used on its levels
    only; a ``set_piece`` is a seed's signature room, placed once on each of its levels.
    ``vacant`` says its words promise nobody lives here or comes near: it names only a room
    with no creature, no faction's ground and no hook or counterpart. A ``vacant`` type that is
    ``warded`` names only safe rooms, where the game keeps the ward (``worm.engine.crawl``).
    A ``vacant`` type takes no scenery someone tends, and a ``dry`` one (its words say dust
    or a dry floor) no scenery, feature or trap of standing or falling water
    (``worm.gen.room_types``); a ``wet`` one (water stands, drips or runs in it) no feature
    or trap that needs a dry floor. A ``cramped`` one (tight, narrow, low) names no room holding
    what needs floor or height (a pool, a long mural, a great beast) or more than
    ``worm.gen.room_types.CRAMPED_LOAD`` things; a ``quiet`` one none holding a roar.
    ``architecture`` is what its words say the room is (a hall, a cave, a way; ``none`` when
    they tell only who or what is there): a room holding a feature or trap that describes the
    whole room takes a type of none or of an architecture that entry agrees with.
    """

    id: Id
    name: Text
    architecture: Architecture
    shapes: tuple[LevelShape, ...] = ()
    impression: Text
    size: RoomSize
    safe_ok: Flag
    safe_as: SafeAs | None = None
    exits: tuple[RoomExits, ...] = Field(default=ALL_EXITS, min_length=1)
    holds: Literal["creatures", "feature"] | None = None
    vacant: Flag = False
    dry: Flag = False
    wet: Flag = False
    cramped: Flag = False
    quiet: Flag = False
    seed: Id | None = None
    set_piece: Flag = False

    @model_validator(mode="after")
    def _agrees_with_itself(self) -> Self:
        require_unique("shapes", self.shapes)
        require_unique("exits", self.exits)
        if self.set_piece and self.seed is None:
            raise EntryProblem("set_piece", "a set piece belongs to one seed: give its seed")
        if self.seed is not None and self.shapes:
            raise EntryProblem("shapes", "a seed's own room fits its seed's levels: no shapes")
        texts = [("name", self.name), ("impression", self.impression)]
        _check_texts(iter(texts), frozenset(), counts=False)
        if self.dry and self.wet:
            raise EntryProblem("wet", "a room type is said dry or wet, not both")
        if self.holds == "creatures" and self.vacant:
            raise EntryProblem("vacant", "a type cannot both hold creatures and be empty of them")
        if self.safe_ok != (self.safe_as is not None):
            raise EntryProblem(
                "safe_as", "give safe_as (secret, defensible, warded, empty) exactly when safe_ok"
            )
        return self


class Treasure(Entry):
    """Loot to place in a room (p. 385): its worth in gold and the pack slots it fills.

    Coins take no slot here (their weight is counted in gold, p. 37). ``depth`` is the
    shallowest level it turns up on; ``guarded`` pieces belong behind a trap or a guardian.
    ``item`` names the gear it is, if the guild can use it as well as sell it.
    """

    id: Id
    name: Text
    value: Positive
    slots: Count
    coins: Flag = False
    depth: Annotated[int, Strict(), Field(ge=1, le=5)]
    guarded: Flag = False
    item: Id | None = None
    text: Text
    tags: tuple[Literal["art", "relic"], ...] = ()  # art (p. 153), a potent relic (p. 149)

    @model_validator(mode="after")
    def _agrees_with_itself(self) -> Self:
        _check_texts(iter([("name", self.name), ("text", self.text)]), frozenset(), counts=False)
        if self.coins != (self.slots == 0):
            raise EntryProblem("slots", "coins, and only coins, take 0 slots")
        cap = TREASURE_CAP[self.depth]
        if self.value > cap:
            raise EntryProblem(
                "value", f"{self.value} gold is more than depth {self.depth} holds ({cap})"
            )
        if not self.guarded and self.value > cap // 2:
            raise EntryProblem(
                "guarded",
                f"{self.value} gold at depth {self.depth} is over {cap // 2}: "
                "set guarded = true and put it behind a trap or guardian",
            )
        return self


def _check_held(name: str, held: tuple[str, ...], text: str) -> None:
    """Each thing a hook's room must hold is named in its text, in a clause that says it is
    "here": the entry itself places it there."""
    clauses = re.split(r"[;.:]", text.lower())
    for thing in held:
        if not any(thing.lower() in c and HERE.search(c) for c in clauses):
            raise EntryProblem(name, f"{thing!r}: the text must name it and say it is here")


HERE = re.compile(r"\bhere\b", re.IGNORECASE)


class Person(Entry):
    """Someone a hook needs in its room (``Hook.here``) or its counterpart's (``Hook.there``),
    met as a creature is (p. 99): what it is doing, whether it talks, its likes and hates."""

    name: Text
    end: Literal["here", "there"] = "here"
    busy: Text
    talks: Flag = True
    likes: tuple[Text, ...] = Field(min_length=1, max_length=3)
    hates: tuple[Text, ...] = Field(min_length=1, max_length=3)


class Hook(Entry):
    """A reason to come back or to press on (pp. 336, 339).

    A ``return`` hook ties the level to ``{other_level}``: something there is needed here.
    A ``quest`` hook moves the guild's own quest a step, revealing a danger, a place or a tool
    (``reveals``). ``needs`` is what the guild must bring; ``on_done`` what follows when it does.
    A return hook's ``counterpart`` is what the guild finds on the other level, in the room the
    Underworld's hook plan names (``worm.gen.hooks``); its ``{level}`` names the asking room.

    Rule (issue 21.6): a hook speaks only of what is in its own room or in the room its
    ``{other_level}`` names, never of "another room" or of creatures the level may not have.
    Whoever or whatever its text needs in its own room is declared in ``here`` (the counterpart's
    in ``there``); each one is named in that text, which says it is "here": the entry itself
    places it, and the keyed document and the game show it in that room. ``errand`` says what a
    return hook asks of the guild, which sets how its counterpart closes. ``brings`` (and
    ``there_brings``, the counterpart's) are the tastes of ``factions.toml`` its room will see
    (a fire shared, a hymn sung, a face shown in a mirror): a faction that will not have one
    never holds that room (p. 337). ``people`` gives each person it names (a smith, a
    debtor, a ghost) as a creature is given: busy at something, talking or not, with likes
    and hates, in the room of its ``end``. ``dry_text`` is said instead of ``text`` on a level
    with no drowned rooms (``worm.gen.hooks.WET``); a ``fell`` hook's counterpart lies on a
    level below, asked on one with a way up (it fell there; the hook's end rises); a
    ``downhill`` hook's counterpart lies on
    a level above the asking one (water runs down, never up); a ``held`` hook's room is held
    by the lord's household and lists treasure (loot its servants heaped there); a quest
    step's ``guarded_text`` is said where a band of the lord's household stands in its room.
    """

    id: Id
    kind: Literal["quest", "return"]
    text: Text
    needs: Text | None = None
    counterpart: Text | None = None
    reveals: Reveals | None = None
    on_done: tuple[Outcome, ...] = ()
    here: tuple[Text, ...] = ()
    there: tuple[Text, ...] = ()
    errand: Literal["fetch", "escort", "deed", "learn"] | None = None
    brings: tuple[Id, ...] = ()
    there_brings: tuple[Id, ...] = ()
    people: tuple[Person, ...] = ()
    dry_text: Text | None = None
    downhill: bool = False
    fell: bool = False
    held: bool = False
    guarded_text: Text | None = None

    @model_validator(mode="after")
    def _agrees_with_itself(self) -> Self:
        said = {
            "text": self.text,
            "dry_text": self.dry_text,
            "guarded_text": self.guarded_text,
            "needs": self.needs,
            "counterpart": self.counterpart,
        }
        texts = [(field, text) for field, text in said.items() if text is not None]
        _check_texts(iter(texts), HOOK_WORDS, counts=False)
        _check_texts(_outcome_texts("on_done", self.on_done), HOOK_WORDS, counts=False)
        for person in self.people:
            named = self.here if person.end == "here" else self.there
            if person.name not in named:
                raise EntryProblem("people", f"{person.name!r} is not in `{person.end}`")
        if self.kind == "return":
            if "{other_level}" not in self.text:
                raise EntryProblem("text", "a return hook points at {other_level}")
            if not self.on_done:
                raise EntryProblem("on_done", "say what happens once the guild has done it")
            if self.counterpart is None:
                raise EntryProblem("counterpart", "say what the guild finds on {other_level}")
            if self.errand is None:
                raise EntryProblem("errand", "say what the hook asks: fetch, escort, deed, learn")
        elif self.counterpart is not None or self.errand is not None or self.there:
            raise EntryProblem("counterpart", "only a return hook has a counterpart elsewhere")
        _check_held("here", self.here, self.text)
        _check_held("there", self.there, self.counterpart or "")
        if (self.reveals is None) == (self.kind == "quest"):
            raise EntryProblem("reveals", "a quest hook, and only a quest hook, reveals a step")
        for outcome in self.on_done:
            if isinstance(outcome, Move) and outcome.id not in MOVES:
                raise EntryProblem("on_done", f"move to {outcome.id!r}: use one of {sorted(MOVES)}")
        return self
