"""City Actions and the Hangover table (pp. 156–159): what each adventurer may pick in step 6
of the City Phase, with the book's prices and examples, and what a night of carousing leaves
behind. The arithmetic and who may act are rules (``worm.rules.city_actions``,
``worm.rules.hangover``); these are their tables."""

from __future__ import annotations

from typing import Annotated, Literal, Self, get_args

from pydantic import Field, Strict, model_validator

from worm.content.fields import Count, Entry, Id, Page, Positive, Suit, Text, require_unique
from worm.content.interaction import Outcome
from worm.content.problems import EntryProblem

Band = Literal["farmer", "adventurer", "noble", "new"]
"""How rare a commissioned thing is (p. 158): each band has its gold a syllable."""

Scale = Literal["basic", "best", "city"]
"""How grand a long-term project is (the price guide of p. 159)."""

Per = Literal["once", "xp", "syllable"]
"""What an action's ``gold`` is counted by: the action, each XP, or each syllable."""

Effect = Literal["gold", "stripped", "rags", "read", "burn", "story"]
"""What the engine does with a Hangover row: ``gold`` (the minor discard's value in coins
found), ``stripped`` (everything carried is gone, gold too; the bank keeps its own), ``rags``
(armour and worn clothes gone, rags worn instead), ``read`` (the minor discard read for the
row's detail: ``by_suit``, ``by_value``, ``by_parity``, ``{value}`` in the text), ``burn``
(``by_suit`` counts the districts burnt down), ``story`` (nothing beyond the row's
``outcomes`` and ``mark``)."""

Parity = Literal["even", "odd"]

Mark = Literal[
    "cowbell",  # III: a bell chained round the neck until it is cut off
    "spouse",  # IV: married to someone unknown
    "banned",  # VIII: barred from the favourite tavern's district
    "tattoo",  # IX: where, and how good
    "duel",  # XI: a noble to face
    "wanted",  # XIII, XV: the All-Watch looks for them
    "soulless",  # XIV: a soul sold for a beer
    "cultist",  # XVIII: sworn into a cult's dark pact
    "handless",  # XIX: a hand gone crawling
]
"""The lasting marks a Hangover row leaves on the sheet (``Adventurer.aftermath``); what each
does is ``worm.engine.aftermath``."""


class ValueBand(Entry):
    """A range of a minor card's values read for a Hangover row's detail (p. 157)."""

    upto: Annotated[int, Strict(), Field(ge=1, le=14)]
    text: Text


class Rate(Entry):
    """One band of Commission Craft (p. 158): its gold a syllable and the book's examples."""

    id: Band
    gold: Positive
    examples: tuple[Text, ...] = ()


class Project(Entry):
    """One scale of long-term project (p. 159): its steps, the gold a step, and examples."""

    id: Scale
    steps: Positive
    gold: Positive
    examples: tuple[Text, ...] = ()


class CityAction(Entry):
    """One City Action: its id (the word typed), name, page, the price as the book puts it
    (``cost``), our one-line summary, and the numbers the rules read: ``gold`` a ``per``,
    ``interest`` in percent, ``bands`` (Commission Craft), ``scales`` (Support) and
    ``examples`` the dialogs offer."""

    id: Id
    name: Text
    page: Page
    cost: Text
    summary: Text
    gold: Count | None = None
    per: Per = "once"
    interest: Count | None = None
    bands: tuple[Rate, ...] = ()
    scales: tuple[Project, ...] = ()
    examples: tuple[Text, ...] = ()

    @model_validator(mode="after")
    def _distinct(self) -> Self:
        require_unique("bands", tuple(b.id for b in self.bands))
        require_unique("scales", tuple(s.id for s in self.scales))
        if self.per != "once" and self.gold is None:
            raise EntryProblem("per", f"a price {self.per!r} needs its gold")
        return self


Card = Annotated[int, Strict(), Field(ge=0, le=21)]


class Hangover(Entry):
    """One row of the Hangover table (p. 157), read on a major card: our telling and what the
    engine does with it — its ``effect``, the ``outcomes`` the carouser suffers at once, and
    the lasting ``mark`` left on the sheet for ``phases`` City Phases (0: until dealt with).
    The Fool (card 0) has no row of its own; it ``reads_as`` another."""

    id: Id
    card: Card
    page: Page
    text: Text
    effect: Effect = "story"
    reads_as: Annotated[int, Strict(), Field(ge=1, le=21)] | None = None
    by_suit: dict[Suit, Text] = Field(default_factory=dict)
    by_value: tuple[ValueBand, ...] = ()
    by_parity: dict[Parity, Text] = Field(default_factory=dict)
    burns: dict[Suit, Annotated[int, Strict(), Field(ge=1, le=6)]] = Field(default_factory=dict)
    outcomes: tuple[Outcome, ...] = ()
    mark: Mark | None = None
    phases: Count = 0

    @model_validator(mode="after")
    def _fool_reads_another(self) -> Self:
        if (self.card == 0) != (self.reads_as is not None):
            raise EntryProblem("reads_as", "only the Fool (card 0), and always it, reads another")
        if (self.effect == "burn") != bool(self.burns) or (self.burns and len(self.burns) != 4):
            raise EntryProblem("burns", "a burn row, and only it, counts districts for all 4 suits")
        reads = bool(self.by_suit or self.by_value or self.by_parity or "{value}" in self.text)
        if (self.effect == "read") != reads and self.effect != "burn":
            raise EntryProblem("effect", "'read' exactly when the row reads the minor discard")
        if self.by_suit and len(self.by_suit) != len(get_args(Suit)):
            raise EntryProblem("by_suit", "names all four suits")
        if self.phases and self.mark is None:
            raise EntryProblem("phases", "only a row that leaves a mark says how long it lasts")
        if any(o.who != "actor" for o in self.outcomes):
            raise EntryProblem("outcomes", "a hangover falls on the carouser: who = 'actor'")
        if self.by_value and self.by_value[-1].upto != 14:
            raise EntryProblem("by_value", "the last band must reach 14 (the King)")
        return self
