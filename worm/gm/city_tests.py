"""The GM's judgement on what a City Event's test of fate is about (pp. 151–153, 160), so the
dwarf's, the halfling's and the troll's arête talents know whether it bears on them (p. 61).

Policy (p. 61): the book names the kinds of test each talent wins — strength, endurance or
stubbornness (Iron Beards), quiet or subtlety (Underfoot), a feat of destruction such as a door
smashed down (Colossal) — and leaves the GM to say which test is which. The City's tests are
read here in words ``worm.gm.talents.outright_for`` reads, as a Crawl task's are:

- A Challenge (XVII, p. 152): the bravos want the adventurer shamed; standing one's ground
  against their jeers and shoves is stubbornness (Iron Beards).
- A Disaster (XX, p. 152): the inn burns; getting out quickly is smashing through a jammed
  door or a wall (Colossal; Iron Beards as strength) — the book's own example of Colossal is a
  door smashed down.
- A Brawl (reserve, p. 160): dockhands pick a fight there is no walking away from: holding
  one's own is strength and endurance (Iron Beards).
- Aethelred's Intrigue (reserve, p. 152): putting smugglers out of a house by a hard word and a
  harder stare is stubbornness (Iron Beards).

No City test is about keeping quiet, so Underfoot meets none of them (policy).

A district's own City Action that tests fate (Appendix D) is read the same way: a night on
Hangman's Hill (p. 298) is a test of nerve, stubbornness; a trial by combat (p. 302) is a
fight for one's name, strength and endurance (both Iron Beards). A duel (p. 298) is
swordcraft and an exchange of gifts (p. 325) courtesy: neither bears on an arête talent."""

from __future__ import annotations

TASKS: dict[str, str] = {
    "a_challenge": "stand firm and withstand the bravos' jeers and shoves",
    "a_disaster": "smash a way out through a door or a wall of the burning inn",
    "a_brawl": "hold one's own and endure the dockhands' fists",
    "aethelreds_intrigue": "stare down the smugglers and resist their threats",
}
"""What each City Event's test is about, as the GM tells it (policy, p. 61)."""


def task(entry: str) -> str:
    """Policy (p. 61): what City Event ``entry``'s test is about; "" for a row not read here
    (no arête talent bears on it)."""
    return TASKS.get(entry, "")


DISTRICT_TASKS: dict[str, str] = {
    "hangmans_hill": "endure a night among the hanged and withstand the dread",
    "trial_by_combat": "endure the blows and overpower the champion",
}
"""What each district special's test is about, where an arête talent bears on it (policy)."""


def district_task(special: str) -> str:
    """Policy (p. 61): what district special ``special``'s test is about; "" for one no
    arête talent bears on."""
    return DISTRICT_TASKS.get(special, "")
