"""Disposition (pp. 99–100): the seven emotions, the starting Disposition read from the cards,
and which of them will bargain.

The Crawl needs this much to hand a meeting over: how the creatures feel when the guild comes
upon them. Influencing a Disposition belongs to the social encounter (pp. 100–103).
"""

from __future__ import annotations

from typing import Literal

from worm.tarot import Card

Emotion = Literal["anger", "distaste", "sadness", "joy", "surprise", "trust", "fear"]
Intensity = Literal["mild", "basic", "intense"]

STARTING: tuple[tuple[range, Emotion], ...] = (
    (range(1, 3), "anger"),  # I–II
    (range(3, 5), "distaste"),  # III–IV
    (range(5, 7), "sadness"),  # V–VI
    (range(7, 9), "joy"),  # VII–VIII
    (range(9, 11), "surprise"),  # IX–X
    (range(11, 13), "trust"),  # Page–Knight
    (range(13, 15), "fear"),  # Queen–King
)
"""p. 100: the top card of the minor discard pile, by value; the suit does not matter."""

POSITIVE: frozenset[str] = frozenset({"trust", "joy"})
NEGATIVE: frozenset[str] = frozenset({"anger", "distaste"})
"""p. 100 names joy and trust as willing to deal, anger and distaste as wanting it over.
Ambiguous (rules digest §19.1): sadness, surprise and fear are neither; worm treats them as
neutral."""

BENEFICIAL: dict[str, Emotion] = {
    "surprise": "joy",
    "sadness": "surprise",
    "fear": "trust",
    "anger": "fear",
    "distaste": "sadness",
    "joy": "joy",
    "trust": "trust",
}
HARMFUL: dict[str, Emotion] = {
    "joy": "surprise",
    "trust": "fear",
    "surprise": "sadness",
    "sadness": "distaste",
    "fear": "anger",
    "anger": "anger",
    "distaste": "distaste",
}
"""Ambiguous (rules digest §19.4: the wheel is missing): one step round the inferred ring
Joy – Trust – Fear – Anger – Distaste – Sadness – Surprise, towards or away from joy and trust.
A step that cannot change the emotion deepens it instead (see :func:`shift`)."""

DEEPER: dict[str, Intensity] = {"mild": "basic", "basic": "intense", "intense": "intense"}
SOFTER: dict[str, Intensity] = {"intense": "basic", "basic": "mild", "mild": "mild"}


def starting(card: Card) -> Emotion:
    """The starting Disposition a minor card gives (p. 100). The Fool gives none: redraw."""
    if card.deck != "minor" or card.is_fool:
        raise ValueError(f"{card.name} does not give a starting Disposition; draw again")
    for values, emotion in STARTING:
        if card.value in values:
            return emotion
    raise ValueError(f"{card.name} has no value 1–14")  # pragma: no cover - every card has one


def valence(emotion: str) -> Literal["positive", "negative", "neutral"]:
    """Whether the creature will bargain (positive), wants it over (negative), or neither."""
    if emotion in POSITIVE:
        return "positive"
    if emotion in NEGATIVE:
        return "negative"
    return "neutral"


def shift(emotion: Emotion, intensity: Intensity, good: bool) -> tuple[Emotion, Intensity]:
    """One step of Disposition (p. 100): towards trust and joy on ``good``, away otherwise.

    A beneficial step on joy or trust deepens it; a harmful step on anger or distaste deepens
    that. Any other step changes the emotion and keeps its intensity (p. 103's example keeps
    "mild" across shifts).
    """
    table = BENEFICIAL if good else HARMFUL
    after = table[emotion]
    if after == emotion:
        return emotion, DEEPER[intensity]
    return after, intensity
