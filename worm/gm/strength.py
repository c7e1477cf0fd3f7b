"""The GM's judgement on which of the game's tests are contests of raw strength, the ones
Giant's Strength wins outright (p. 60).

Policy (pp. 60, 152): the book names arm-wrestling and lifting contests but gives no table of
them. Of the City Events, A Challenge (XVII) is the one that sets a stranger against an
adventurer for the crowd's laughter: the GM plays it, for a troll, as the bravos daring the big
one to an arm-wrestle on the wine sink's bench. The bravos are humans.

Policy (pp. 60, 117, 248) in a Challenge: the talent is won against *kin*, the thinking peoples
(the Man theme, p. 248: humans, elves, goblins and the rest), never against a monster or a
beast, nor a troll. Of a Roughhouse's four ends (p. 117) two are a trial of raw strength —
shoving a foe out of its zone (Displace) and pinning it where it stands (Root), the tackle and
the bear-hug — and a troll's such Roughhouse against one of the peoples lands whatever the
card, strength against strength; so does the troll's footing against such a shove or pin of
theirs. A Trip is footwork and a Disarm a knack, and Fight Dirty's
tricks (p. 74) are not strength: those keep to the card. The grabs that hold an adventurer
fast (a statue's, a griffin's, a devil's mouth, a slime, a kelpie's mane, pp. 254–279) are a
monster's, not a kin's: Giant's Strength does not break them."""

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


KIN_THEME = "man"
"""The theme whose creatures are kin, the thinking peoples (p. 248)."""
STRENGTH_ENDS = ("displace", "root")
"""The Roughhouse ends that pit strength against strength (p. 117): a shove, a pin."""


def roughhouse_contest(choice: str, theme: str, creature: str) -> str | None:
    """Policy (pp. 60, 117): how a troll's Roughhouse ending in ``choice`` against a foe of
    ``theme`` (stat block ``creature``) is a contest of raw strength against kin, or None when
    it is not one (the card decides as ever)."""
    if choice not in STRENGTH_ENDS or theme != KIN_THEME or "troll" in creature:
        return None
    return "a shove against a shove" if choice == "displace" else "a grip against a grip"
