"""Disposition (pp. 99–103): the starting Disposition read from the cards, and the steps that
move a Disposition round the wheel.

The wheel itself is content (assets/dispositions.toml, ``worm.content.personality``): the ring,
which emotions bargain, and where each beneficial or harmful step goes. These functions apply
it; they hold no table of their own but the book's starting table.
"""

from __future__ import annotations

from worm.content.personality import Dispositions, Emotion, Intensity
from worm.tarot import Card

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

DEEPER: dict[str, Intensity] = {"mild": "basic", "basic": "intense", "intense": "intense"}
SOFTER: dict[str, Intensity] = {"intense": "basic", "basic": "mild", "mild": "mild"}

Mood = tuple[Emotion, Intensity]


def starting(card: Card) -> Emotion:
    """The starting Disposition a minor card gives (p. 100). The Fool gives none: redraw."""
    if card.deck != "minor" or card.is_fool:
        raise ValueError(f"{card.name} does not give a starting Disposition; draw again")
    for values, emotion in STARTING:
        if card.value in values:
            return emotion
    raise ValueError(f"{card.name} has no value 1–14")  # pragma: no cover - every card has one


def shift(wheel: Dispositions, emotion: Emotion, intensity: Intensity, good: bool) -> Mood:
    """One step of Disposition (p. 100): beneficial on ``good``, harmful otherwise.

    The step goes where the wheel's ``better`` or ``worse`` says, keeping the severity (p. 103
    keeps "mild" across two steps). A step that stays put changes severity instead: deeper
    trust on a beneficial step, deeper anger on a harmful one. Policy (rules digest §19.4): an
    intense emotion of the other side first softens (Rage calms to Anger before turning to Fear;
    Ecstasy sours to Joy before turning to Surprise).
    """
    side = wheel.valence(emotion)
    if intensity == "intense" and side == ("negative" if good else "positive"):
        return emotion, "basic"
    stance = wheel.stance(emotion)
    goes = stance.better if good else stance.worse
    if goes == emotion:
        return emotion, DEEPER[intensity]
    return goes, intensity


def toward(wheel: Dispositions, emotion: Emotion, intensity: Intensity, target: Emotion) -> Mood:
    """One step round the ring toward ``target`` (intimidation drives anger to fear, p. 119);
    at the target, its severity deepens. The shorter way round is taken; a tie goes the way the
    ring is written."""
    if emotion == target:
        return emotion, DEEPER[intensity]
    ring = wheel.ring
    here, there = ring.index(emotion), ring.index(target)
    forward = (there - here) % len(ring)
    step = 1 if forward <= len(ring) - forward else -1
    return ring[(here + step) % len(ring)], intensity


def deepen(emotion: Emotion, intensity: Intensity) -> Mood:
    """The same emotion, one severity deeper (a taunt: distaste to loathing, p. 119)."""
    return emotion, DEEPER[intensity]


def name(wheel: Dispositions, emotion: Emotion, intensity: Intensity) -> str:
    """The state's own name: Contentment for mild joy, Rage for intense anger (pp. 101–102)."""
    return wheel.stance(emotion).named(intensity)


def fights_now(wheel: Dispositions, emotion: Emotion, intensity: Intensity) -> bool:
    """Rage and Loathing start a Challenge at once (policy, rules digest §19.5)."""
    return wheel.valence(emotion) == "negative" and intensity == "intense"
