"""Banter and Morale (p. 119): words in a fight that move a foe's Disposition one step.

Banter is a Wands action: its value (card + Wands, ±3 for favor or disfavor) must beat the
foe's Morale, not its Initiative. Morale is read off the situation, never off the cards. What
the step is depends on what was said (policy, rules digest §19.3): intimidation drives toward
fear, a taunt deepens the emotion the foe already has, placating words are a beneficial step.
"""

from __future__ import annotations

from typing import Literal

from worm.content.personality import Dispositions, Emotion, Intensity
from worm.rules import disposition

Situation = Literal["confident", "neutral", "wary", "panicking"]
Intent = Literal["intimidate", "taunt", "placate"]

MORALE: dict[Situation, int] = {
    "confident": 20,  # overwhelming numbers, better ground, a way out nobody knows
    "neutral": 18,  # neither side has the edge
    "wary": 10,  # bloodied, resources spent, nothing to gain by fighting on
    "panicking": 8,  # its side wiped out, cornered, or grievously hurt
}
"""p. 119: a GM character's Morale by its situation."""


def beats(value: int, situation: Situation) -> bool:
    """Whether a Banter of ``value`` beats Morale: strictly more, as with any target (p. 119)."""
    return value > MORALE[situation]


def moved(
    wheel: Dispositions, emotion: Emotion, intensity: Intensity, intent: Intent
) -> tuple[Emotion, Intensity]:
    """The one step a successful Banter makes, by what was said (p. 119)."""
    if intent == "intimidate":
        return disposition.toward(wheel, emotion, intensity, "fear")
    if intent == "taunt":
        return disposition.deepen(emotion, intensity)
    return disposition.shift(wheel, emotion, intensity, good=True)
