"""The GM's judgement on which of the game's tests are contests of raw strength, the ones
Giant's Strength wins outright (p. 60).

Policy (pp. 60, 152): the book names arm-wrestling and lifting contests but gives no table of
them. Of the City Events, A Challenge (XVII) is the one that sets a stranger against an
adventurer for the crowd's laughter: the GM plays it, for a troll, as the bravos daring the big
one to an arm-wrestle on the wine sink's bench. The bravos are humans."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Contest:
    """A test read as a contest of strength: the rival's kin and how it goes."""

    rival_kin: str
    how: str  # the contest, as the GM rules it
    won: str  # what the crowd sees when the troll wins


CITY_CONTESTS: dict[str, Contest] = {
    "a_challenge": Contest(
        "human",
        "the bravos dare the troll to an arm-wrestle on the wine sink's bench, one after the other",
        "the bravos nurse their wrists and slink off under the crowd's jeers",
    ),
}
"""City Events whose test is, for a troll, a contest of strength (policy, p. 152). Only a row
whose effect is its test alone belongs here: the won contest stands in for the whole row."""


def city_contest(entry: str) -> Contest | None:
    """Policy (p. 60): the contest of strength City Event ``entry`` becomes, if any."""
    return CITY_CONTESTS.get(entry)
