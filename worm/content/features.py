"""Interesting room features and example traps as playable data (Appendix E, pp. 365–373).

The book gives twenty-one room features, one per major arcana value so a drawn card can pick
one (p. 365), and nine traps (pp. 370–373). Each entry says what the guild notices first
(``Clue``), what it may do (``Interaction``) and what follows (``Outcome``), in the shared
vocabulary of ``worm.content.interaction``. The generator places them; the Crawl plays them.

The whole-table rules (the book's numbering and pages, items, effects and talents that exist)
are in ``worm.content.integrity.features``.
"""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, Strict, model_validator

from worm.content.fields import Entry, Flag, Id, Suit, Text, require_unique
from worm.content.interaction import Clue, Interaction, Outcome, SetFlag
from worm.content.problems import EntryProblem

Magic = Literal["enchanted", "illusory"]
"""What second sight sees in a feature (p. 82): an enchantment on it, or an illusion's true
form."""

FeatureKind = Literal[
    "circle_of_power",
    "altar",
    "cage",
    "throne",
    "idol",
    "library",
    "elevator",
    "hearthfire",
    "merchant",
    "machine",
    "false_tomb",
    "magic_wall",
    "sepulcher",
    "fountain",
    "statue",
    "oubliette",
    "mirror",
    "painting",
    "river",
    "waterwheel",
    "well",
]
"""The general kinds of feature, in the book's order (pp. 365–369): number n is the n-th.

Each kind has the book's worked example (``example``, with its number) and variants of ours."""

TrapKind = Literal[
    "lake",
    "missiles",
    "soft_ground",
    "charged_object",
    "falling_weight",
    "hidden_path",
    "hungry_thing",
    "flooding",
    "explosive_growth",
]
"""The general kinds of trap, one per example of the book in its order (pp. 370–373)."""

Need = Literal[
    "water",
    "great",
    "roomy",
    "secret_door",
    "door",
    "stairs",
    "high",
    "wet",
    "dry",
    "din",
    "dark",
    "crossing",
    "through",
    "sealed",
]
"""What a room must have for a feature or trap to be placed in it: ``water`` room for a pool
or lake (the map then shows it, ``worm.gen.interiors``), ``great`` a great room (two cells, or
a large floor: ``worm.gen.kinds.GREAT``; a thing its words make huge), ``roomy`` no closet,
``secret_door`` a secret way out, ``door`` a door the guild can see (locked, or shut on a level
whose ways end in doors: not an open passage, nor a secret one), ``through`` two ways out the
guild can see on opposite walls (a far door to wade or cross to), ``sealed`` every way out a
door that shuts (a room that can fill with water), ``stairs`` a way
to another level, ``high`` a tall room (a great room, or any room of a towers level), ``wet``
wet ground on the level (marsh, mud: the level is a water level or its seed speaks of standing
water), ``dry`` a dry floor (boards, a rug: no such level), ``din`` a room where a standing roar
drowns nothing the guild must hear (no hook there asks them to listen), ``dark`` a level not
lit bright (the guild can stand in the dark), ``crossing`` a room the guild crosses, not a
faction's lair or the lord's (a chasm to walk over). ``worm.gen.kinds.site`` reads them off the
real room."""

WATERY_NEEDS = frozenset({"water", "wet"})
"""Needs that put water in the room: an entry with one of them is ``wet``."""

Reason = Literal["explore", "flee", "talk", "fight", "breathe", "experiment", "surprise", "return"]
"""The reasons a room is worth entering (pp. 335–339), as in ``book.REASONS``."""

Shape = Literal["caverns", "halls", "towers", "streets", "water", "organic"]
"""A level's map style, as ``models.LevelShape`` (kept here: models imports this module)."""

TrapWhen = Literal["enter", "touch", "take", "open", "cross", "light", "not_careful"]
"""What sets a trap off: stepping in, touching it, taking its prize, opening it, crossing it,
coming near with a naked flame, or blundering along without moving carefully (p. 91)."""


def _flags_set(interactions: tuple[Interaction, ...], *more: Outcome) -> set[str]:
    """Every level flag these interactions (and outcomes) can set."""
    outcomes = [o for i in interactions for o in i.outcomes()] + list(more)
    return {o.id for o in outcomes if isinstance(o, SetFlag)}


def _flags_needed(interactions: tuple[Interaction, ...]) -> set[str]:
    return {flag for i in interactions for flag in i.needs_flags}


def _check_flags(
    interactions: tuple[Interaction, ...], elsewhere: tuple[str, ...], *more: Outcome
) -> None:
    """A choice that waits on a flag needs something here, or in another room, to set it."""
    unset = sorted(_flags_needed(interactions) - _flags_set(interactions, *more) - set(elsewhere))
    if unset:
        raise EntryProblem(
            "needs_elsewhere",
            f"flags {unset} are needed but nothing here sets them: set them or list them here",
        )


Architecture = Literal["none", "hall", "chamber", "cave", "way", "open", "water", "flesh", "tree"]
"""What a room type's words say the room is (``assets/rooms.toml``); ``none`` when they tell
only who or what is there. A feature or trap whose words describe the whole room lists the
architectures it agrees with, and takes only a room whose type is of one of them or of none."""


def _check_whole(whole_room: bool, architecture: tuple[Architecture, ...]) -> None:
    """Only an entry whose words describe the whole room says which architectures agree."""
    require_unique("architecture", architecture)
    if architecture and not whole_room:
        raise EntryProblem("architecture", "only a whole_room entry names the rooms it agrees with")
    if "none" in architecture:
        raise EntryProblem("architecture", "every whole_room entry agrees with none: leave it out")


LEVEL_MOVES = frozenset({"deeper_level", "upper_level"})
"""Moves to another level: a feature offering one connects levels, and goes only on a level
with a way that way (``worm.gen.kinds.fits``)."""


def _check_room(needs: tuple[str, ...], wet: bool) -> None:
    """An entry that needs a pool or wet ground holds water: say so (``wet``), so that a room
    whose type says it is dry never takes it (``worm.gen.room_types``)."""
    if WATERY_NEEDS.intersection(needs) and not wet:
        raise EntryProblem("wet", "it needs water or wet ground: mark it wet")


def _check_example(example: bool, number: int | None, page: int | None) -> None:
    """The book's worked example carries its number and page; a variant of ours carries none."""
    if example and (number is None or page is None):
        raise EntryProblem("number", "the book's example needs its number and page")
    if not example and (number is not None or page is not None):
        raise EntryProblem("example", "a number and page belong to the book's example only")


class Script(Entry):
    """An old writing cut on a feature, in a tongue no one speaks now (Loremaster, p. 79):
    ``text`` is what it says once translated, ``tells`` the verb of the feature's own
    interaction whose outcome it warns of or promises, so what it says is true."""

    text: Text
    tells: Text


class Feature(Entry):
    """An interesting room feature: the book's worked example of a kind, or a variant of ours.

    ``kind`` is the general feature (pp. 365–369); the book's own example of it has
    ``example`` set and its ``number`` (1–21, so a major card can pick it) and ``page``.
    ``needs`` says what the room must have (its words point at it: a secret door, water);
    ``themes`` are seed ids, level shapes and origin ids that make it likelier.
    ``needs_elsewhere`` names flags whose source (a missing cube, magic paints, a token)
    the generator must put in another room of the level. ``wanders`` marks one that also
    turns up as a Meatgrinder encounter. ``tells_of`` lists the creatures (monsters.toml
    ids) its words say live down here: it is placed only on a level where one of them
    stands (``worm.gen.rooms``), so a prisoner's tale of vampires is never a tale of nobody.
    ``wet`` says water stands or falls in it (a pool, a drip, a marsh): no room whose type says
    it is dry takes it. ``whole_room`` says its words describe the room itself (a round room of
    shelves): no set piece, which has its own such words, takes it, and only a room type whose
    ``architecture`` is none or one of the entry's own ``architecture`` (a hall of mirrors in a
    hall, never a round room of shelves in a vaulted hall; ``worm.gen.room_types``).
    ``magic`` marks a feature under enchantment or an illusion, and ``sight`` says what
    Dwimmercraft's second sight shows of it (p. 82): the one needs the other.
    ``script``: an old writing on it that only a Loremaster reads (p. 79), telling truly what
    one of its own interactions does.
    """

    id: Id
    kind: FeatureKind
    number: Annotated[int, Strict(), Field(ge=1, le=21)] | None = None
    name: Text
    page: Annotated[int, Strict(), Field(ge=365, le=369)] | None = None
    description: Text
    clues: tuple[Clue, ...] = Field(min_length=1)
    interactions: tuple[Interaction, ...] = Field(min_length=1)
    reasons: tuple[Reason, ...] = Field(min_length=1)
    connects_levels: Flag = False
    safe: Flag = False
    unique: Flag = False
    wanders: Flag = False
    shapes: tuple[Shape, ...] = ()
    needs_elsewhere: tuple[Id, ...] = ()
    example: Flag = False
    needs: tuple[Need, ...] = ()
    themes: tuple[Id, ...] = ()
    tells_of: tuple[Id, ...] = ()
    wet: Flag = False
    whole_room: Flag = False
    architecture: tuple[Architecture, ...] = ()
    magic: Magic | None = None
    sight: Text | None = None
    script: Script | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        _check_example(self.example, self.number, self.page)
        if (self.magic is None) != (self.sight is None):
            raise EntryProblem(
                "sight", "a feature marked magic says what second sight shows of it, and only one"
            )
        _check_room(self.needs, self.wet)
        _check_whole(self.whole_room, self.architecture)
        require_unique("needs", self.needs)
        require_unique("tells_of", self.tells_of)
        require_unique("themes", self.themes)
        require_unique("reasons", self.reasons)
        require_unique("shapes", self.shapes)
        require_unique("interactions", tuple(i.verb for i in self.interactions))
        _check_flags(self.interactions, self.needs_elsewhere)
        verbs = [i.verb for i in self.interactions]
        if self.script is not None and self.script.tells not in verbs:
            raise EntryProblem("script", f"it tells of {self.script.tells!r}, not one of {verbs}")
        outcomes = [o for i in self.interactions for o in (*i.on_success, *i.on_failure)]
        levels = [o.id for o in outcomes if o.effect == "move" and o.id in LEVEL_MOVES]
        if levels and not self.connects_levels:
            raise EntryProblem(
                "connects_levels", f"it moves the guild to {levels[0]!r}: mark it connects_levels"
            )
        return self


class Trigger(Entry):
    """What sets a trap off and what it does (pp. 370–373).

    Those it catches (``who``) test ``approach`` and take ``on_success`` or ``on_failure``;
    with no approach there is no test and ``on_failure`` simply happens. ``quick``: only an
    adventurer who dives clear at once, in a heartbeat of the player's own time, earns the
    test (the arrow trap). ``window``: the guild gets this many actions in all, from the
    trap's ``responses``, before ``on_failure`` lands (the flooding statue's three).
    """

    when: TrapWhen
    text: Text
    approach: Suit | None = None
    who: Literal["actor", "each", "front"] = "actor"
    quick: Flag = False
    window: Annotated[int, Strict(), Field(ge=1, le=10)] | None = None
    on_success: tuple[Outcome, ...] = ()
    on_failure: tuple[Outcome, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _test_makes_sense(self) -> Self:
        if self.approach is None and self.on_success:
            raise EntryProblem("on_success", "with no approach nothing is tested to succeed")
        if self.quick and self.approach is None:
            raise EntryProblem("quick", "a split-second dodge needs an approach to test")
        return self


class Spot(Entry):
    """How the trap is found (pp. 88, 370).

    A search described the way ``how`` says, or moving carefully (p. 91), finds it with no
    test, because the book wants the puzzle to be getting past a trap, not noticing it. The
    automated GM tests ``approach`` only for a hurried look. ``text`` is what it then tells.
    """

    approach: Suit
    how: Text
    text: Text


class Trap(Entry):
    """A trap, telegraphed and playable: the book's example of a kind or a variant of ours
    (pp. 370–373).

    ``kind`` groups it with the book's example (``example``, with ``number`` and ``page``);
    ``needs``, ``themes``, ``shapes``, ``wet``, ``whole_room`` and ``architecture`` are as for
    a feature.
    ``clues`` engage at least two senses; ``bypasses`` get past safely with no test or a
    fair one ("good ideas simply work"); ``interactions`` are probes and experiments that
    do not get past it; ``responses`` are what can be done once it has gone off.
    ``inscription``: an old script cut on or beside it, whose translation (Loremaster, p. 79)
    tells truly what the trap is.
    """

    id: Id
    kind: TrapKind
    number: Annotated[int, Strict(), Field(ge=1, le=9)] | None = None
    name: Text
    page: Annotated[int, Strict(), Field(ge=370, le=373)] | None = None
    description: Text
    guards: Text
    clues: tuple[Clue, ...] = Field(min_length=2)
    trigger: Trigger
    once: Flag = False
    bypasses: tuple[Interaction, ...] = Field(min_length=1)
    interactions: tuple[Interaction, ...] = ()
    responses: tuple[Interaction, ...] = ()
    spot: Spot
    inscription: Text | None = None
    needs_elsewhere: tuple[Id, ...] = ()
    example: Flag = False
    needs: tuple[Need, ...] = ()
    themes: tuple[Id, ...] = ()
    shapes: tuple[Shape, ...] = ()
    wet: Flag = False
    whole_room: Flag = False
    architecture: tuple[Architecture, ...] = ()

    @model_validator(mode="after")
    def _telegraphed(self) -> Self:
        _check_example(self.example, self.number, self.page)
        _check_room(self.needs, self.wet)
        _check_whole(self.whole_room, self.architecture)
        require_unique("needs", self.needs)
        require_unique("themes", self.themes)
        require_unique("shapes", self.shapes)
        senses = sorted({clue.sense for clue in self.clues})
        if len(senses) < 2:
            raise EntryProblem(
                "clues", f"only {senses} telegraph it: engage at least two senses (p. 370)"
            )
        if self.trigger.window is not None and not self.responses:
            raise EntryProblem("responses", "a trigger with a window needs responses to use it")
        choices = (*self.bypasses, *self.interactions, *self.responses)
        require_unique("bypasses", tuple(i.verb for i in choices))
        trigger = self.trigger
        _check_flags(choices, self.needs_elsewhere, *trigger.on_success, *trigger.on_failure)
        return self

    def choices(self) -> tuple[Interaction, ...]:
        """Every interaction the trap offers: bypasses, probes and responses."""
        return (*self.bypasses, *self.interactions, *self.responses)

    def outcomes(self) -> tuple[Outcome, ...]:
        """Every outcome the trap can lead to, its trigger's included."""
        own = (*self.trigger.on_success, *self.trigger.on_failure)
        return (*own, *(o for i in self.choices() for o in i.outcomes()))
