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

from typing import Annotated, Literal, Self

from pydantic import Field, Strict, model_validator

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
    "move",  # move the guild to `id` ("deeper_level", "upper_level", "back")
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
"""What can happen to the guild. Each kind says which parameters it needs (see ``_NEEDS``)."""

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

_NEEDS: dict[str, tuple[str, ...]] = {
    "wound": ("count",),
    "effect": ("id",),
    "notch": ("slot",),
    "destroy": ("slot",),
    "gain_item": ("item", "count"),
    "lose_item": ("item", "count"),
    "gain_gold": ("count",),
    "lose_gold": ("count",),
    "flicker": ("count",),
    "ration": ("count",),
    "resolve": ("count",),
    "challenge": ("creature",),
    "disposition": ("emotion",),
    "reveal": ("id",),
    "move": ("id",),
    "flag": ("id",),
    "meatgrinder": ("count",),
    "watch": ("count",),
    "affliction": ("id",),
    "cure": ("id",),
    "status": ("id", "until"),
    "unflag": ("id",),
    "fall": ("count",),
}


class Outcome(Entry):
    """One thing that happens: a Wound, a Notch, a lost ration, a Challenge, a secret found.

    Only the parameters an outcome's kind needs may be missing; ``text`` tells the player
    what it looks like, in our words.
    """

    effect: OutcomeKind
    who: Who = "actor"
    count: Amount | None = None
    piercing: Flag = False
    critical: Flag = False
    id: Id | None = None
    item: Id | None = None
    slot: Slot | None = None
    until: Until | None = None
    creature: Id | None = None
    emotion: Emotion | None = None
    text: Text | None = None

    @model_validator(mode="after")
    def _has_what_it_needs(self) -> Self:
        for name in _NEEDS.get(self.effect, ()):
            if getattr(self, name) is None:
                raise EntryProblem(name, f"a {self.effect!r} outcome needs {name!r}")
        if (self.piercing or self.critical) and self.effect != "wound":
            raise EntryProblem("piercing", "only a 'wound' outcome can be piercing or critical")
        if self.effect == "effect" and self.until is None:
            raise EntryProblem("until", "say how long the effect lasts (now, recover, … city)")
        return self


class Clue(Entry):
    """Something the guild can notice before it acts: the trap's telegraph (p. 370)."""

    sense: Sense
    text: Text


class Interaction(Entry):
    """One thing a player may choose to do, and what comes of it (pp. 5, 335).

    ``requires`` lists item ids; one entry may name alternatives as ``"crowbar|pick"``. With
    none of them at hand the GM's answer is "No, you can't". ``favor_with`` items give favor
    on the test. ``noise`` calls an extra Meatgrinder draw (p. 91); ``time = "long"`` passes a
    watch (p. 90).
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

    @model_validator(mode="after")
    def _answers_make_sense(self) -> Self:
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
            if outcome.item:
                named.add(outcome.item)
        return named

    def outcomes(self) -> tuple[Outcome, ...]:
        """Every outcome this interaction can lead to."""
        return (*self.costs, *self.on_success, *self.on_failure)
