"""The state of a Camp under way (pp. 136–141): which step it has reached, who has taken which
Camp Action, and what the night and the morning will need to know."""

from __future__ import annotations

from dataclasses import dataclass

CampStep = int  # 1–5, the steps of p. 136 (their names: worm.rules.camp.STEPS)


@dataclass(frozen=True, slots=True)
class CampState:
    """A Camp from its first step to its morning (p. 136).

    ``acted`` pairs each adventurer who has spent their Camp Action with the action (a teacher
    who trained someone spent theirs on ``train``); ``extra`` holds those allowed a second
    action tonight (Labor Unending, p. 60); ``game`` counts rations' worth of raw game hunted;
    ``night`` is the Meatgrinder entry id of the trouble that found the camp, if any."""

    step: CampStep = 1
    acted: tuple[tuple[str, str], ...] = ()
    extra: tuple[str, ...] = ()
    patrol: bool = False
    game: int = 0
    rested: tuple[str, ...] = ()  # who is Resting and Recovering (Chirurgery, p. 78)
    night: str | None = None
    starving: tuple[str, ...] = ()  # who skips recovery and the morning tonight (p. 140)
    surprised: bool = False  # the guard failed: the night's foes catch the guild asleep
    foraged: tuple[tuple[str, bool], ...] = ()  # who sought live food (p. 83), and found it

    def actions_of(self, who: str) -> tuple[str, ...]:
        return tuple(action for w, action in self.acted if w == who)
