"""The tarot engine: 78 cards split into the players' and the GM's decks (p. 7).

The minor deck is the 56 minor arcana plus the Fool (57 cards); the major deck is the 21 major
arcana I–XXI. Each deck keeps a draw pile, an ordered discard pile (top first: some rules read
the top card, p. 182) and the cards that are *elsewhere* — drawn and not yet discarded (a test in
progress, a hand, an Initiative card). Every card is always in exactly one of the three.

Drawing the Fool owes a reshuffle of both decks once the current round or procedure is over
(pp. 9, 114); :func:`settle` pays it. An empty deck is rebuilt from its discard pile (p. 121).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import MISSING, dataclass, fields
from typing import Any, Literal, TypeVar

import numpy as np
from pydantic import BaseModel, ConfigDict, Field

from worm.arcana import MAJOR_NAMES, NUMERALS
from worm.errors import IllegalCommand, InvariantViolation

Suit = Literal["swords", "pentacles", "cups", "wands"]
DeckName = Literal["minor", "major"]
SUITS: tuple[Suit, ...] = ("swords", "pentacles", "cups", "wands")
MINOR_SIZE, MAJOR_SIZE = 57, 21  # p. 7

R = TypeVar("R")


def quick_init(cls: type[R]) -> type[R]:
    """Give a frozen slotted dataclass a faster ``__init__`` of the same signature.

    The ``__init__`` dataclasses writes for a frozen record sets each field through
    ``object.__setattr__`` looked up anew (~0.25 µs a field); this one stores each straight
    into its slot through the slot's own descriptor (~0.07 µs). Records built on every card —
    decks, fighters, declared actions — are built three times as fast. Only plain fields are
    allowed: no ``default_factory``, ``init=False``, keyword-only field or ``__post_init__``.
    """
    names, params = [], []
    scope: dict[str, Any] = {}
    for f in fields(cls):  # type: ignore[arg-type]  # a dataclass, as the docstring says
        if f.default_factory is not MISSING or not f.init or f.kw_only:
            raise TypeError(f"quick_init cannot build the field {cls.__name__}.{f.name}")
        scope[f"set_{f.name}"] = cls.__dict__[f.name].__set__
        if f.default is MISSING:
            params.append(f.name)
        else:
            scope[f"default_{f.name}"] = f.default
            params.append(f"{f.name}=default_{f.name}")
        names.append(f.name)
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"quick_init cannot run {cls.__name__}.__post_init__")
    body = "".join(f"\n    set_{name}(self, {name})" for name in names) or "\n    pass"
    source = f"def __init__(self, {', '.join(params)}):{body}"
    exec(source, scope)  # noqa: S102  # source built above from the class's own field names
    init: Callable[..., None] = scope["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[method-assign]  # same signature, faster body
    return cls


RANKS = {
    1: "Ace", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven",
    8: "Eight", 9: "Nine", 10: "Ten", 11: "Page", 12: "Knight", 13: "Queen", 14: "King",
}  # fmt: skip


class Card(BaseModel):
    """One tarot card as the event log writes it (CONTRACTS §3); the Fool has no suit, value 0."""

    model_config = ConfigDict(frozen=True, extra="forbid", defer_build=True)

    deck: DeckName
    suit: Suit | None
    value: int = Field(ge=0, le=21)
    name: str

    @property
    def is_fool(self) -> bool:
        return self.value == 0 and self.deck == "minor"  # the value rules most out, cheaply

    @property
    def numeral(self) -> str:
        """Roman numeral for major cards ("XIV"), the rank's value otherwise."""
        return NUMERALS[self.value]

    def __str__(self) -> str:
        return f"{self.name} [{self.numeral}]" if self.deck == "major" else self.name

    # Cards are compared millions of times; pydantic's generic __eq__ costs ~0.7 µs.
    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, Card):
            return NotImplemented
        return self.deck == other.deck and self.value == other.value and self.suit == other.suit

    def __hash__(self) -> int:
        return hash((self.deck, self.suit, self.value))


def _build_minor() -> tuple[Card, ...]:
    cards = [Card(deck="minor", suit=None, value=0, name="The Fool")]
    for suit in SUITS:
        for value, rank in RANKS.items():
            cards.append(
                Card(deck="minor", suit=suit, value=value, name=f"{rank} of {suit.title()}")
            )
    return tuple(cards)


MINOR_CARDS: tuple[Card, ...] = _build_minor()
MAJOR_CARDS: tuple[Card, ...] = tuple(
    Card(deck="major", suit=None, value=value, name=name)
    for value, name in enumerate(MAJOR_NAMES, start=1)
)
FOOL = MINOR_CARDS[0]
ALL_CARDS = MINOR_CARDS + MAJOR_CARDS
_BY_NAME = {card.name.lower(): card for card in ALL_CARDS}


def card_named(name: str) -> Card:
    """The card called ``name`` (any case), e.g. ``card_named("knight of cups")``."""
    try:
        return _BY_NAME[name.strip().lower()]
    except KeyError:
        raise IllegalCommand(f"there is no card named {name!r}") from None


@quick_init
@dataclass(frozen=True, slots=True)
class Census:
    """Where a deck's cards are: the ``decks`` event fields (CONTRACTS §3)."""

    draw: int
    discard: int
    elsewhere: int

    @property
    def total(self) -> int:
        return self.draw + self.discard + self.elsewhere

    def as_dict(self) -> dict[str, int]:
        return {"draw": self.draw, "discard": self.discard, "elsewhere": self.elsewhere}


# Decks change on every draw, so they are frozen slotted dataclasses rather than pydantic
# models: building one costs ~0.5 µs against ~1.5 µs for model_copy (docs/architecture.md).
@quick_init
@dataclass(frozen=True, slots=True)
class Deck:
    """One deck: draw pile, discard pile and cards elsewhere, each with its top card first."""

    name: DeckName
    draw_pile: tuple[Card, ...]
    discard_pile: tuple[Card, ...] = ()
    elsewhere: tuple[Card, ...] = ()

    def census(self) -> Census:
        return Census(len(self.draw_pile), len(self.discard_pile), len(self.elsewhere))

    @property
    def top_discard(self) -> Card | None:
        return self.discard_pile[0] if self.discard_pile else None


@quick_init
@dataclass(frozen=True, slots=True)
class Decks:
    """Both decks, and whether a Fool has been drawn and a reshuffle of both is owed (p. 9)."""

    minor: Deck
    major: Deck
    fool_drawn: bool = False

    def deck(self, name: DeckName) -> Deck:
        return self.minor if name == "minor" else self.major

    def replace(self, deck: Deck, fool_drawn: bool | None = None) -> Decks:
        """These decks with ``deck`` swapped in (and the Fool flag set, if given)."""
        fool = self.fool_drawn if fool_drawn is None else fool_drawn
        if deck.name == "minor":
            return Decks(deck, self.major, fool)
        return Decks(self.minor, deck, fool)


@quick_init
@dataclass(frozen=True, slots=True)
class Drawn:
    """The result of :func:`draw`: new decks, the card, and any reshuffle the draw forced."""

    decks: Decks
    card: Card
    shuffled: tuple[tuple[DeckName, str], ...] = ()  # (deck, reason) pairs, in order


def _shuffled(cards: tuple[Card, ...], rng: np.random.Generator) -> tuple[Card, ...]:
    order = rng.permutation(len(cards)).tolist()  # plain ints index a tuple fastest
    return tuple([cards[i] for i in order])


def shuffled_decks(minor_rng: np.random.Generator, major_rng: np.random.Generator) -> Decks:
    """Both decks, each shuffled with its own stream, as at the start of a session (p. 7)."""
    return Decks(
        Deck("minor", _shuffled(MINOR_CARDS, minor_rng)),
        Deck("major", _shuffled(MAJOR_CARDS, major_rng)),
    )


def draw(decks: Decks, name: DeckName, rng: np.random.Generator) -> Drawn:
    """Draw the top card of deck ``name``; it is *elsewhere* until discarded.

    An empty draw pile is first rebuilt by shuffling its discard pile (p. 121). Drawing the Fool
    marks both decks for a reshuffle at the end of the procedure (p. 9); see :func:`settle`.
    """
    minor = name == "minor"
    deck = decks.minor if minor else decks.major
    shuffled: tuple[tuple[DeckName, str], ...] = ()
    if not deck.draw_pile:
        if not deck.discard_pile:
            raise IllegalCommand(f"the {name} deck has no card to draw: all are in play")
        deck = Deck(name, _shuffled(deck.discard_pile, rng), (), deck.elsewhere)
        shuffled = ((name, "empty"),)
    card = deck.draw_pile[0]
    new_deck = Deck(name, deck.draw_pile[1:], deck.discard_pile, (*deck.elsewhere, card))
    fool = decks.fool_drawn or card.is_fool  # as ``Decks.replace``, written out: every draw
    new = Decks(new_deck, decks.major, fool) if minor else Decks(decks.minor, new_deck, fool)
    return Drawn(new, card, shuffled)


def discard(decks: Decks, card: Card) -> Decks:
    """Put a drawn card on top of its discard pile."""
    deck = decks.deck(card.deck)
    elsewhere = deck.elsewhere
    index = _position(elsewhere, card)
    if index < 0:
        raise InvariantViolation(
            f"cannot discard {card.name!r}: it is not out of the {card.deck} deck "
            f"(census {deck.census().as_dict()})"
        )
    elsewhere = elsewhere[:index] + elsewhere[index + 1 :]
    return decks.replace(Deck(deck.name, deck.draw_pile, (card, *deck.discard_pile), elsewhere))


def take_discarded(decks: Decks, card: Card) -> Decks:
    """Take ``card`` out of its discard pile: it is *elsewhere* until discarded again (High
    Chant's inspiration cards, p. 79)."""
    deck = decks.deck(card.deck)
    index = _position(deck.discard_pile, card)
    if index < 0:
        raise IllegalCommand(f"{card.name} is not in the {card.deck} discard pile")
    pile = deck.discard_pile[:index] + deck.discard_pile[index + 1 :]
    taken = deck.discard_pile[index]
    return decks.replace(Deck(deck.name, deck.draw_pile, pile, (*deck.elsewhere, taken)))


def _position(cards: tuple[Card, ...], card: Card) -> int:
    """Where ``card`` is among ``cards``, or -1. The 78 cards are canonical objects, so it is
    looked for by identity first: a plain ``index`` calls Card.__eq__ on every card before
    it. An equal card that is another object (read from a save) is still found."""
    for index, held in enumerate(cards):
        if held is card:
            return index
    try:
        return cards.index(card)
    except ValueError:
        return -1


def discard_all(decks: Decks, cards: tuple[Card, ...]) -> Decks:
    """Discard ``cards`` in order, so the last one ends on top of its pile.

    Several cards are taken out of each deck in one pass rather than one deck rebuilt per
    card, when every one of them is found out by identity (the usual case); else card by
    card, as :func:`discard` finds them and says which is missing."""
    if len(cards) < 2:
        return discard(decks, cards[0]) if cards else decks
    leaving = set(map(id, cards))
    if len(leaving) == len(cards):  # no card twice
        minor = _discarded(decks.minor, cards, leaving)
        major = _discarded(decks.major, cards, leaving)
        if minor is not None and major is not None:
            return Decks(minor, major, decks.fool_drawn)
    for card in cards:
        decks = discard(decks, card)
    return decks


def _discarded(deck: Deck, cards: tuple[Card, ...], leaving: set[int]) -> Deck | None:
    """``deck`` once its cards among ``cards`` (all different, their ids ``leaving``) are
    discarded in order; None unless each was found out by identity."""
    ours = [card for card in cards if card.deck == deck.name]
    if not ours:
        return deck
    kept = tuple([card for card in deck.elsewhere if id(card) not in leaving])
    if len(kept) + len(ours) != len(deck.elsewhere):
        return None
    ours.reverse()  # the last discarded lies on top
    return Deck(deck.name, deck.draw_pile, (*ours, *deck.discard_pile), kept)


def reshuffle(deck: Deck, rng: np.random.Generator) -> Deck:
    """Shuffle the discard pile back into the draw pile; cards elsewhere stay out (p. 9 policy)."""
    return Deck(deck.name, _shuffled(deck.draw_pile + deck.discard_pile, rng), (), deck.elsewhere)


def settle(
    decks: Decks, minor_rng: np.random.Generator, major_rng: np.random.Generator
) -> tuple[Decks, tuple[tuple[DeckName, str], ...]]:
    """End a round or procedure: if the Fool was drawn, reshuffle both decks (pp. 9, 114).

    Policy (p. 7, rules digest §1): outside Challenges there are no rounds, so the reshuffle
    happens as soon as the test or procedure that drew the Fool has fully resolved.
    """
    if not decks.fool_drawn:
        return decks, ()
    settled = Decks(reshuffle(decks.minor, minor_rng), reshuffle(decks.major, major_rng), False)
    return settled, (("minor", "fool"), ("major", "fool"))


_WHOLE: dict[str, Deck] = {}
"""The deck of each name last found whole by :func:`check`."""
_MINOR_IDS = frozenset(id(card) for card in MINOR_CARDS)
_MAJOR_IDS = frozenset(id(card) for card in MAJOR_CARDS)


def check(decks: Decks) -> None:
    """Raise InvariantViolation unless all 57 + 21 cards are each in exactly one place.

    A deck is frozen, so the deck last found whole (kept, so its id is never another's) is
    not counted again: most procedures leave the major deck as it was."""
    for deck, cards, ids in (
        (decks.minor, MINOR_CARDS, _MINOR_IDS),
        (decks.major, MAJOR_CARDS, _MAJOR_IDS),
    ):
        if _WHOLE.get(deck.name) is deck:
            continue
        held = deck.draw_pile + deck.discard_pile + deck.elsewhere
        if len(held) == len(cards) and set(map(id, held)) == ids:
            _WHOLE[deck.name] = deck
            continue  # the usual case, checked by identity: every card is one of the 78
        if len(held) != len(cards) or set(held) != set(cards):
            missing = sorted(card.name for card in set(cards) - set(held))
            extra = len(held) - len(set(held))
            raise InvariantViolation(
                f"the {deck.name} deck holds {len(held)} cards, not {len(cards)}: "
                f"missing {missing}, duplicated {extra} (census {deck.census().as_dict()})"
            )
