"""The City's districts, rulers and gates as content (Appendix D, pp. 291–328): the table the
generator (``worm.gen.city``) lays cards out on."""

from __future__ import annotations

from typing import Annotated, Literal, Self

from pydantic import Field, Strict, model_validator

from worm.content.fields import Entry, Flag, Id, Page, Suit, Text, require_unique
from worm.content.problems import EntryProblem

Service = Literal[
    "banking",
    "beg_and_busk",
    "build",
    "carouse",
    "commission_craft",
    "hold_a_funeral",
    "prepare_components",
    "research",
    "support",
    "train",
    "market",
    "upkeep",
    "temple",
    "delve",
]
"""The standard City Actions (pp. 156–159) and the City's services (the Market and upkeep,
p. 154; a temple; the way down) a district can be the home of."""

SERVICES: tuple[Service, ...] = Service.__args__  # type: ignore[attr-defined]

Value = Annotated[int, Strict(), Field(ge=0, le=14)]

Play = Literal[
    "recuperate",
    "leech",
    "language",
    "rumor",
    "buy",
    "join",
    "loan",
    "bribe",
    "makeover",
    "pastime",
    "letter",
    "marriage",
    "sell_reagents",
    "duel",
    "fight",
    "pit",
    "seal",
    "harvest",
    "grave",
    "animal",
    "copy",
    "gifts",
    "wrestle",
    "stars",
    "pillow",
    "initiate",
    "prosthetic",
    "underworld",
    "fence",
    "dining",
    "blood_feast",
    "haunt",
    "mutate",
    "lay_high",
    "trial",
]
"""What the engine does for a district's special City Action it plays (Appendix D):
``recuperate`` heals every Wound, ``leech`` cures an affliction's stages not yet cured (its
``gold`` a stage), ``language`` teaches one more language, ``rumor`` tells one of the rumours
of the City Events table, ``buy`` sells as many of ``item`` as asked at ``gold`` each, ``join``
makes a member (``Adventurer.memberships``) for ``gold`` in dues, with ``item`` given if any,
``loan`` lends gold at ``interest`` percent, repaid at the next City Phase, ``bribe`` is a test
of fate bought with gold (+1 for each 20, at most +5) whose success tells or spreads a rumour,
``makeover`` rewrites the appearance, ``pastime`` is paid for and told, with nothing more to
it, ``letter`` is a letter sent that may be lost (1 in 14), ``marriage`` spends all the gold
brought back for 2 XP, ``sell_reagents`` sells every reagent carried at 5 gold a Hit Die of
its creature, ``duel`` is a Swords test whose win takes the loser's ``item``, ``fight`` a hand of
blackjack bet on against the GM, ``pit`` swaps two attributes (the Starfall Pit), ``seal`` takes
a carried thing away for ever, ``harvest`` sells reagents of a caged beast at ``gold`` each,
``grave`` lifts a Curse at a buried guild-mate's grave, ``animal`` sells an animal companion
knowing one command for ``gold``, ``copy`` has a text copied at a price drawn (100 gold a card's
value) that answers a question about a creature, ``gifts`` trades a carried thing on a Cups test
for an antique (a treasure) or a trinket (``item``), ``wrestle`` is a bout nobody wins,
``stars`` looks at the minor deck's top three cards and puts them back in the order asked,
``pillow`` tells one like or dislike of a named GM character, ``initiate`` gives the Cult's
first rank and its koan, then a rank more for each koan answered, ``prosthetic`` gives back
the hand the Hangover took, ``underworld`` sends the guild's next Crawl in at a random
place, ``fence`` sells loot the Market refuses this phase, ``dining`` trades a monster's meat
for a lore answer, ``blood_feast`` trades it and ``gold`` for an orcish nickname, ``haunt`` is a
Swords test for a treasure of the hanged, ``mutate`` writes a sewer mutation into the
appearance."""

Needs = Literal["none", "not_destitute", "destitute"]
"""Who may take a special City Action: anyone, only who did not pay a destitute upkeep, or
only who did."""


class Special(Entry):
    """A district's special City Action the engine plays (p. 296): its id (the word typed), the
    name it has in ``actions``, the page, its price in gold, who may take it, what it does and
    our one-line summary."""

    id: Id
    name: Text
    page: Page
    gold: Annotated[int, Strict(), Field(ge=0)] = 0
    needs: Needs = "none"
    play: Play
    item: Id | None = None  # what buy sells, join gives, duel wins
    interest: Annotated[int, Strict(), Field(ge=0, le=100)] = 0  # loan: percent owed on top
    summary: Text


class District(Entry):
    """One district (p. 296): the card that places it (none for a constant, p. 293), one line of
    flavour, its special City Actions and the standard ones it is a home for."""

    id: Id
    name: Text
    page: Page
    suit: Suit | None = None
    value: Value
    constant: Flag = False
    flavour: Text
    rumor: Text | None = None  # the rumour the book tells of it, in our words
    sensations: Text | None = None  # its sights, sounds and smells (Appendix D), in our words
    actions: tuple[Text, ...] = ()
    hosts: tuple[Service, ...] = ()
    special: tuple[Special, ...] = ()

    @model_validator(mode="after")
    def _card(self) -> Self:
        require_unique("special", tuple(s.id for s in self.special))
        for played in self.special:
            if played.name not in self.actions:
                raise EntryProblem("special", f"{played.name!r} is not one of its actions")
        if self.constant and (self.suit is not None or self.value or self.actions):
            raise EntryProblem("constant", "a constant has no card and no special City Action")
        if not self.constant and (self.suit is None or self.value < 1):
            raise EntryProblem("suit", "a district needs a suit and a value 1–14 (p. 296)")
        require_unique("hosts", self.hosts)
        return self

    @property
    def face(self) -> bool:
        """A face card's district is a powerful institution (p. 296)."""
        return self.value > 10


class Ruler(Entry):
    """The power a numbered central card puts on the throne, by its suit (p. 291)."""

    suit: Suit
    name: Text
    seat: Text
    text: Text


class CityTables(Entry):
    """The rulers by suit and the fourteen gates (p. 291)."""

    ruler: tuple[Ruler, ...] = Field(min_length=4, max_length=4)
    gates: tuple[Text, ...] = Field(min_length=14, max_length=14)

    @model_validator(mode="after")
    def _distinct(self) -> Self:
        require_unique("ruler", tuple(r.suit for r in self.ruler))
        require_unique("gates", self.gates)
        return self

    def ruler_of(self, suit: Suit) -> Ruler:
        return next(r for r in self.ruler if r.suit == suit)
