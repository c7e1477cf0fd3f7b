"""The playable vocabulary of room features, traps and Meatgrinder entries (pp. 5, 335–373).

The book's GM answers every action with Yes, Say more, Draw or No (p. 5). The automated GM
needs those answers written down, so content describes what a player may *do* with a thing
(an ``Interaction``), what the guild can notice first (a ``Clue``), and what follows (each an
``Outcome``). The Crawl (issue 4) plays them; the generator only places them.

An interaction with no ``approach`` is a plain Yes once its ``requires`` are met; with an
approach it is a test of fate in that attribute ("Draw", p. 5), and ``on_success`` or
``on_failure`` follows. ``costs`` are paid up front, before any test, because the book asks
for resource costs to be stated plainly (p. 377).
"""

from __future__ import annotations

import functools
from typing import Annotated, Any, Literal, Self

from pydantic import (
    Field,
    SerializerFunctionWrapHandler,
    Strict,
    TypeAdapter,
    model_serializer,
    model_validator,
)

from worm.content.fields import Entry, Flag, Id, Positive, Suit, Text
from worm.content.problems import EntryProblem

OutcomeKind = Literal[
    "wound",  # Wounds (count), maybe piercing or critical (p. 13)
    "stress",  # the Stressed condition (p. 14)
    "effect",  # an effect from effects.toml (`id`), lasting `until`
    "notch",  # Notch an item picked by `slot`
    "destroy",  # Destroy an item picked by `slot`
    "gain_item",  # `count` of `item`
    "lose_item",  # `count` of `item`
    "gain_gold",  # `count` gold pieces
    "lose_gold",  # `count` gold pieces
    "flicker",  # `count` flickers off a light picked by `slot` (default every light)
    "ration",  # eat `count` rations each
    "resolve",  # `count` Resolve regained (negative: spent)
    # start a Challenge against `creature` (a denizen id, or "level" for the level's own)
    "challenge",
    "disposition",  # shift a creature's Disposition to `emotion`
    "reveal",  # reveal the secret `id` ("secret_door", "secret_room", "trap", a flag…)
    "move",  # move the guild to `id` ("deeper_level", "upper_level", "far_room", "back")
    "flag",  # set the level flag `id` (a state other things can check)
    "meatgrinder",  # draw `count` extra Meatgrinder cards (noise, lost time)
    "watch",  # `count` watches pass
    "rumor",  # a quest rumor or a piece of lore
    "nothing",  # a respite: nothing happens
    "death",  # dies outright, as the book's "instant" or "certain" deaths (pp. 365, 370)
    "affliction",  # catches the affliction `id` (p. 97)
    "cure",  # `id` ends ("affliction": each one, "enchantment", a status); 1-in-`count` chance
    "status",  # a named state `id` (stuck, on_fire, a mirror's save state) lasting `until`
    "unflag",  # clear the level flag `id`
    "douse",  # lights picked by `slot` (default every light) go out; relit as the item allows
    # a fall of `count` feet: 1 Piercing Wound per 10', softened by a Pentacles test (p. 96)
    "fall",
]
"""What can happen to the guild: the ``effect`` of each model in ``Outcome``."""

Who = Literal["actor", "random", "guild", "front", "rear", "engaged", "light_bearer"]
"""Who an outcome falls on: the one acting, a random adventurer (the minor discard's suit,
p. 182), everyone, the first or last in marching order, those next to the actor, whoever
carries a light."""

Slot = Literal["random", "hand", "belt", "pack", "worn", "armor", "light", "flammable", "metal"]
"""Which item an outcome picks: the oracle slot (p. 182) or the first that fits."""

Until = Literal["now", "recover", "scene", "camp", "city", "forever"]
"""How long an effect lasts: an instant, until Recovered, the scene, the next Camp or City."""

Emotion = Literal["anger", "distaste", "sadness", "joy", "surprise", "trust", "fear"]
"""The seven Dispositions (p. 99)."""

Sense = Literal["sight", "sound", "smell", "taste", "touch"]

Amount = Annotated[int, Strict(), Field(ge=-100, le=10_000)]

# --- outcomes: one model per kind, told apart by ``effect`` ---------------------------------------


WRITTEN_ORDER = (
    "effect",
    "who",
    "count",
    "piercing",
    "critical",
    "id",
    "elsewhere",
    "item",
    "slot",
    "until",
    "physical",
    "creature",
    "emotion",
    "body",
    "prepared",
    "text",
)
"""The order an outcome's fields are written in, whatever its kind (the generated levels'
Meatgrinder tables, and so the golden catalog's hashes, depend on it)."""
SPARSE = ("prepared",)
"""Fields written only when set, so the outcomes written before them keep their form."""


class OutcomeModel(Entry):
    """What every kind of outcome has: whom it falls on, and how it looks to the player."""

    who: Who = "actor"
    text: Text | None = None

    @model_serializer(mode="wrap")
    def _in_written_order(self, handler: SerializerFunctionWrapHandler) -> dict[str, Any]:
        data: dict[str, Any] = handler(self)
        return {
            name: data[name]
            for name in WRITTEN_ORDER
            if name in data and (name not in SPARSE or data[name])
        }


class Wound(OutcomeModel):
    """``count`` Wounds (p. 13): Piercing passes armor, Critical goes straight to the track."""

    effect: Literal["wound"]
    count: Amount
    piercing: Flag = False
    critical: Flag = False


class Stress(OutcomeModel):
    """The Stressed condition (p. 14)."""

    effect: Literal["stress"]


class Suffer(OutcomeModel):
    """An effect from effects.toml (``id``), lasting ``until``. ``physical``: its source is a
    thing that strikes the body (a blow, a missile, a falling stone), so a shield can be put in
    its way (Aegis, p. 70); a trap's strike is read from its kind without it
    (``worm.gm.crawl_blows``)."""

    effect: Literal["effect"]
    id: Id
    until: Until
    physical: Flag = False


class Notch(OutcomeModel):
    """Notch the item ``slot`` picks (p. 12)."""

    effect: Literal["notch"]
    slot: Slot


class Destroy(OutcomeModel):
    """Destroy the item ``slot`` picks (p. 12)."""

    effect: Literal["destroy"]
    slot: Slot


class GainItem(OutcomeModel):
    """``count`` of ``item`` found."""

    effect: Literal["gain_item"]
    item: Id
    count: Amount


class LoseItem(OutcomeModel):
    """``count`` of ``item`` lost."""

    effect: Literal["lose_item"]
    item: Id
    count: Amount


class GainGold(OutcomeModel):
    """``count`` gold pieces found."""

    effect: Literal["gain_gold"]
    count: Amount


class LoseGold(OutcomeModel):
    """``count`` gold pieces lost."""

    effect: Literal["lose_gold"]
    count: Amount


class Flicker(OutcomeModel):
    """``count`` flickers off every lit light held (p. 95)."""

    effect: Literal["flicker"]
    count: Amount
    slot: Slot | None = None


class Ration(OutcomeModel):
    """Eat ``count`` rations each; one with none goes hungry (p. 140)."""

    effect: Literal["ration"]
    count: Amount


class RegainResolve(OutcomeModel):
    """``count`` Resolve regained, or spent when negative (p. 32)."""

    effect: Literal["resolve"]
    count: Amount


class StartChallenge(OutcomeModel):
    """A Challenge against ``creature``: a denizen id, or "level" for the level's own."""

    effect: Literal["challenge"]
    creature: Id


class Sway(OutcomeModel):
    """A creature's Disposition moves to ``emotion`` (p. 99)."""

    effect: Literal["disposition"]
    emotion: Emotion
    creature: Id | None = None


class Reveal(OutcomeModel):
    """The secret ``id`` comes to light: "secret_door", "secret_room", "trap", or a flag.
    ``elsewhere``: a secret door or room on another part of the level, which the engine picks
    among those the level has and names (``worm.engine.secrets.elsewhere``)."""

    effect: Literal["reveal"]
    id: Id
    count: Amount | None = None
    elsewhere: bool = False


class Move(OutcomeModel):
    """The guild is moved to ``id``: "deeper_level", "upper_level", "far_room" (where the
    generator names, ``worm.gen.landings``) or "back"."""

    effect: Literal["move"]
    id: Id


class SetFlag(OutcomeModel):
    """The level flag ``id`` is set, for other things to check."""

    effect: Literal["flag"]
    id: Id


class ClearFlag(OutcomeModel):
    """The level flag ``id`` is cleared."""

    effect: Literal["unflag"]
    id: Id


class ExtraDraw(OutcomeModel):
    """``count`` extra Meatgrinder draws: noise or lost time (p. 91)."""

    effect: Literal["meatgrinder"]
    count: Amount


class PassWatches(OutcomeModel):
    """``count`` watches pass (p. 90)."""

    effect: Literal["watch"]
    count: Amount


class Rumor(OutcomeModel):
    """A quest rumor or a piece of lore (p. 91)."""

    effect: Literal["rumor"]


class Nothing(OutcomeModel):
    """A respite: nothing happens."""

    effect: Literal["nothing"]


class Death(OutcomeModel):
    """Death outright: the book's "instant" or "certain" deaths (pp. 365, 370). ``body`` says
    what is left for the Underworld to raise (p. 126): a whole body (a zombie), a destroyed one
    (a wraith), or none within reach — a fall without end — so that nothing rises."""

    effect: Literal["death"]
    body: Literal["whole", "destroyed", "lost"] = "whole"


class CatchAffliction(OutcomeModel):
    """The affliction ``id`` is caught (p. 97)."""

    effect: Literal["affliction"]
    id: Id


class Cure(OutcomeModel):
    """``id`` ends ("affliction": each one; an effect; a status), with a 1-in-``count``
    chance when ``count`` is given."""

    effect: Literal["cure"]
    id: Id
    count: Amount | None = None


class Status(OutcomeModel):
    """A named state ``id`` (stuck, on fire, a mirror's hold) lasting ``until``."""

    effect: Literal["status"]
    id: Id
    until: Until


class Douse(OutcomeModel):
    """Lit lights go out; they relight as the item allows (p. 95)."""

    effect: Literal["douse"]
    slot: Slot | None = None


class Fall(OutcomeModel):
    """A fall of ``count`` feet: a Piercing Wound per 10', softened by a Pentacles test
    (p. 96). ``prepared``: a drop the faller chose and is ready for (a jump down a pit), which
    an acrobat lands 20' shorter for nothing (p. 74); any other fall comes unlooked-for."""

    effect: Literal["fall"]
    count: Amount
    prepared: Flag = False


Outcome = Annotated[
    Wound
    | Stress
    | Suffer
    | Notch
    | Destroy
    | GainItem
    | LoseItem
    | GainGold
    | LoseGold
    | Flicker
    | Ration
    | RegainResolve
    | StartChallenge
    | Sway
    | Reveal
    | Move
    | SetFlag
    | ClearFlag
    | ExtraDraw
    | PassWatches
    | Rumor
    | Nothing
    | Death
    | CatchAffliction
    | Cure
    | Status
    | Douse
    | Fall,
    Field(discriminator="effect"),
]
"""One thing that happens, its kind named by ``effect``: each kind is its own model with the
parameters it needs and no others, so a Wound without a count or a Notch with ``piercing``
fails where it is written. ``text`` tells the player what it looks like, in our words."""


@functools.cache
def outcomes_adapter() -> TypeAdapter[Outcome]:
    """Reads one outcome from plain data (a Meatgrinder entry's table, a test). Built when first
    asked for: building it at import cost every start-up (``worm gen`` too, which never asks)
    about 8 ms (bench/startup.py)."""
    return TypeAdapter(Outcome)


LEVEL = (SetFlag, ClearFlag, Reveal, PassWatches, ExtraDraw, Move, StartChallenge, Sway)
"""The outcomes about the level rather than an adventurer: the Crawl plays them."""


def item_named(o: Outcome) -> str | None:
    """The item an outcome gives or takes, if any."""
    return o.item if isinstance(o, GainItem | LoseItem) else None


def effect_named(o: Outcome) -> str | None:
    """The effect (effects.toml) an outcome lays on, if any."""
    return o.id if isinstance(o, Suffer) else None


def read_outcome(data: object) -> Outcome:
    """One outcome from plain data, validated as the pack's own are."""
    return outcomes_adapter().validate_python(data)


class Clue(Entry):
    """Something the guild can notice before it acts: the trap's telegraph (p. 370)."""

    sense: Sense
    text: Text


class Interaction(Entry):
    """One thing a player may choose to do, and what comes of it (pp. 5, 335).

    ``requires`` lists item ids; one entry may name alternatives as ``"crowbar|pick"``. With
    none of them at hand the GM's answer is "No, you can't". ``favor_with`` items give favor
    on the test. ``noise`` calls an extra Meatgrinder draw (p. 91); ``time = "long"`` passes a
    watch (p. 90). ``feat`` marks a feat of strength — a thing toppled, smashed or heaved that
    a troll's Colossal does for 1 Resolve with no test (p. 61; ``worm.gm.feats``).
    """

    verb: Text
    approach: Suit | None = None
    requires: tuple[Annotated[str, Strict(), Field(pattern=r"^[a-z0-9_|]+$")], ...] = ()
    favor_with: tuple[Id, ...] = ()
    noise: Flag = False
    time: Literal["moment", "long"] = "moment"
    who: Literal["actor", "each", "group"] = "actor"
    costs: tuple[Outcome, ...] = ()
    on_success: tuple[Outcome, ...] = ()
    on_failure: tuple[Outcome, ...] = ()
    spell: Id | None = None  # a spell (Appendix A) the actor casts; its Resolve goes in `costs`
    talent: Id | None = None  # a talent the actor must have (talents.toml)
    crew: Positive | None = None  # how many adventurers must join in (a lid that takes 5)
    needs_flags: tuple[Id, ...] = ()  # level flags that must be set for the choice to exist
    unless_flags: tuple[Id, ...] = ()  # level flags that take the choice away
    uses: Positive | None = None  # how often it can be chosen at all (six empty mirrors)
    feat: Flag = False  # a feat of strength: a troll's Colossal does it with no test (p. 61)

    @model_validator(mode="after")
    def _answers_make_sense(self) -> Self:
        if self.feat and (self.approach is None or self.who != "actor"):
            raise EntryProblem(
                "feat",
                "a feat of strength is one actor's test of force that Colossal skips (p. 61): "
                'it needs an approach and who = "actor"',
            )
        if self.approach is None and self.on_failure:
            raise EntryProblem(
                "on_failure", "with no approach nothing is tested, so nothing can fail"
            )
        if not (self.on_success or self.on_failure or self.costs):
            raise EntryProblem("on_success", "an interaction must lead to something")
        return self

    def items(self) -> set[str]:
        """Every item id this interaction names."""
        named = {i for need in self.requires for i in need.split("|")} | set(self.favor_with)
        for outcome in (*self.costs, *self.on_success, *self.on_failure):
            if isinstance(outcome, GainItem | LoseItem):
                named.add(outcome.item)
        return named

    def outcomes(self) -> tuple[Outcome, ...]:
        """Every outcome this interaction can lead to."""
        return (*self.costs, *self.on_success, *self.on_failure)
