"""Personality and Disposition as data (pp. 99–103, 180; Appendix C p. 245).

Every GM character has likes, dislikes, wants and needs (p. 180). A creature's likes and hates
are its own (monsters.toml, Appendix C); its wants and needs come from its theme
(personalities.toml) unless a named character (characters.toml) gives its own. What the guild
can *do* about a like or a dislike is a **taste** (tastes.toml): a small vocabulary linking the
free text of a like to the approaches, items, gold, treasure, services and kiths that touch it.

The seven Dispositions, their three severities and the steps between them are a document
(dispositions.toml): the book's wheel figure is missing, so the ring is a setting (rules digest
§19.4), checked here to be a ring and to hold every step.

The rules tying these tables to the rest of the pack are in
``worm.content.integrity.personality``.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal, Self

from pydantic import Field, model_validator

from worm.content.fields import Entry, Flag, Id, Page, Text, require_unique
from worm.content.interaction import Outcome
from worm.content.problems import EntryProblem

Emotion = Literal["anger", "distaste", "sadness", "joy", "surprise", "trust", "fear"]
Intensity = Literal["mild", "basic", "intense"]
EMOTIONS: tuple[Emotion, ...] = ("anger", "distaste", "sadness", "joy", "surprise", "trust", "fear")
"""p. 99, in the book's own order."""

Approach = Literal[
    "offer", "flatter", "appeal", "threaten", "deceive", "ask", "trade", "request", "lore"
]
"""How the guild goes about a parley (p. 100): say what you want and how you approach it."""

Pick = Literal["lowest", "median", "highest"]


class Stance(Entry):
    """One Disposition: its names by severity, its steps, and how it behaves (pp. 101–102).

    ``better`` and ``worse`` are where a beneficial and a harmful step lead; naming itself means
    the step changes the severity instead. ``initiative``, ``free_wound``, ``disengages``,
    ``flees`` and ``lethal`` hand its tactics over to the Challenge (rules digest §29.2).
    ``wordless`` says ``parley`` again for a creature that does not talk, where ``parley``
    speaks of words ("chats and answers questions"); ``said`` picks the one to show.
    """

    id: Emotion
    mild: Text
    basic: Text
    intense: Text
    better: Emotion
    worse: Emotion
    summary: Text
    parley: Text
    wordless: Text | None = None  # how it behaves to a guild when it does not talk, if not so
    challenge: Text
    initiative: Pick
    free_wound: Flag
    disengages: Flag = False
    flees: Flag = False
    lethal: Flag = True

    def named(self, intensity: Intensity) -> str:
        """The state's own name at ``intensity`` (Acceptance, Trust, Admiration …)."""
        return str(getattr(self, intensity))

    def said(self, talks: bool) -> str:
        """How it behaves in a parley (p. 100), for a creature that talks or one that does not."""
        return self.parley if talks or self.wordless is None else self.wordless


class Dispositions(Entry):
    """The wheel: seven Dispositions, the ring they sit on, and which will bargain (p. 100).

    ``ring`` is a setting: each step must go to a ring neighbour or stay put (and deepen).
    """

    page: Page
    ring: tuple[Emotion, ...]
    positive: tuple[Emotion, ...]
    negative: tuple[Emotion, ...]
    disposition: tuple[Stance, ...]

    @model_validator(mode="after")
    def _a_true_wheel(self) -> Self:
        for field, values in (
            ("ring", self.ring),
            ("disposition", tuple(s.id for s in self.disposition)),
        ):
            require_unique(field, values)
            if sorted(values) != sorted(EMOTIONS):
                raise EntryProblem(field, f"{list(values)} must hold each of {list(EMOTIONS)}")
        if set(self.positive) & set(self.negative):
            raise EntryProblem("positive", "an emotion cannot be both positive and negative")
        for stance in self.disposition:
            near = self.neighbours(stance.id)
            for step in ("better", "worse"):
                goes = getattr(stance, step)
                if goes != stance.id and goes not in near:
                    raise EntryProblem(
                        "disposition",
                        f"{stance.id} {step} = {goes!r}: a step goes to a ring neighbour "
                        f"({' or '.join(near)}) or stays to change severity",
                    )
        return self

    def neighbours(self, emotion: str) -> tuple[Emotion, Emotion]:
        """The two emotions either side of ``emotion`` on the ring."""
        at = self.ring.index(emotion)
        return self.ring[at - 1], self.ring[(at + 1) % len(self.ring)]

    def stance(self, emotion: str) -> Stance:
        return next(s for s in self.disposition if s.id == emotion)

    def valence(self, emotion: str) -> Literal["positive", "negative", "neutral"]:
        """Positive ones bargain; negative ones want it over; the rest neither (p. 100)."""
        if emotion in self.positive:
            return "positive"
        if emotion in self.negative:
            return "negative"
        return "neutral"


class Taste(Entry):
    """Something a creature can like or hate that the guild can touch (p. 100, p. 180).

    ``words`` find the taste in a like's or hate's own text (lowercase, matched inside words).
    What carries it: ``approaches`` (flattery, lies, threats …), ``items`` (item ids or item
    tags, given or shown), ``gold``, ``treasure`` (a piece of loot), ``kiths`` (who speaks), or a
    ``service`` the guild can perform, needing one of ``items`` in hand if any are listed.
    """

    id: Id
    name: Text
    words: tuple[Text, ...] = Field(min_length=1)
    approaches: tuple[Approach, ...] = ()
    items: tuple[Id, ...] = ()
    gold: Flag = False
    treasure: Flag = False
    kiths: tuple[Id, ...] = ()
    service: Text | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        for field in ("words", "approaches", "items", "kiths"):
            require_unique(field, getattr(self, field))
        for word in self.words:
            if word != word.lower():
                raise EntryProblem("words", f"{word!r}: words are matched in lowercase")
        return self


class Trait(Entry):
    """One like, dislike, want or need (p. 180), in our words, with the tastes it is about.

    For a need, ``tastes`` are what meets it and ``threats`` what endangers it: brought into
    the parley, a threat offends like a dislike (p. 180).
    """

    text: Text
    tastes: tuple[Id, ...] = ()
    threats: tuple[Id, ...] = ()

    @model_validator(mode="after")
    def _about_something(self) -> Self:
        if not self.tastes and not self.threats:
            raise EntryProblem("tastes", "name at least one taste (or, for a need, a threat)")
        return self


class Wants(Entry):
    """What a band is after, by the suit on top of the minor discard (as the bestiary does)."""

    swords: Trait
    pentacles: Trait
    cups: Trait
    wands: Trait


class Personality(Entry):
    """A theme's wants and needs (p. 180), for every creature of that theme without its own."""

    id: Id  # the theme
    wants: Wants
    needs: tuple[Trait, ...] = Field(min_length=2)


class Character(Entry):
    """A named GM character (p. 180): where it is met, what it speaks, its whole personality,
    and what it grants.

    ``passage`` is what letting the guild by means for it (a flag set, a door opened); a
    character without one simply lets the guild go its way. ``start`` is its starting
    Disposition when the scenario makes it obvious (p. 100); unset, the cards decide.
    """

    id: Id
    name: Text
    page: Page
    feature: Id | None = None
    summary: Text
    speaks: tuple[Id, ...] = ()
    talks: Flag = True
    start: Emotion | None = None
    intensity: Intensity = "basic"
    likes: tuple[Trait, ...] = Field(min_length=1)
    dislikes: tuple[Trait, ...] = Field(min_length=1)
    wants: tuple[Trait, ...] = Field(min_length=1)
    needs: tuple[Trait, ...] = Field(min_length=1)
    passage: tuple[Outcome, ...] = ()
    information: Text | None = None

    @model_validator(mode="after")
    def _consistent(self) -> Self:
        require_unique("speaks", self.speaks)
        if self.talks and not self.speaks:
            raise EntryProblem("speaks", "a character who talks speaks at least one language")
        return self


def traits_of(entry: Entry) -> Iterator[tuple[str, Trait]]:
    """Every trait in ``entry`` with the field it sits in."""
    if isinstance(entry, Personality):
        for suit in ("swords", "pentacles", "cups", "wands"):
            yield f"wants.{suit}", getattr(entry.wants, suit)
        for index, trait in enumerate(entry.needs):
            yield f"needs[{index}]", trait
    elif isinstance(entry, Character):
        for field in ("likes", "dislikes", "wants", "needs"):
            for index, trait in enumerate(getattr(entry, field)):
                yield f"{field}[{index}]", trait
