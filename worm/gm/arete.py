"""Policy (p. 28): which doings the GM counts as a kith's arête deeds.

The book names each kith's three deeds (humans p. 53, fay p. 57, underfolk p. 61, orcs p. 65)
and leaves it to the table to say when one is done. worm rules on every deed the engine can see:

- *Marry* (humans): the carouser who wakes to Hangover IV (p. 157) — a wedding band on the
  finger and a spouse somewhere — is married; Hangover VI's band is someone else's, and no
  wedding. ``worm.engine.arete.married`` is the call any other wedding will make.
- *See a sworn oath through* (humans): the guild's quest completed (p. 33), or a contract
  fulfilled and paid (p. 154), while the human is a living member: the guild swore both together.
- *Beat a rival house fairly* (humans): the test against the jeering bravos of City Event
  XVII, A Challenge (p. 152), won — strangers of another house met in an open contest.
- *Kill without a weapon* (fay): a creature felled with empty hands (played by the fight).
- *Help a spirit* (fay): a gift handed over in a parley to a creature whose nature is a spirit
  (its theme, pp. 247–249, or a ghost among the undead) — the giver's help when it is an item
  someone carries, the whole guild's when it is gold, loot or a service — or a beaten spirit
  spared by the one who beat it.
- *Bring to tears someone kissed* (fay): never judged. The game has no kisses and no one who
  weeps; the mark can come only from a retiree's gift (p. 38).
- *Make something to last the centuries* (underfolk): the Build or Commission Craft City
  Action paid for (pp. 59, 156, 158); the book names those two.
- *Lay by a precious gem or work of art as a grave good* (underfolk): a treasure of the
  Underworld kept rather than sold that is neither coin nor gear (``grave_good``);
  ``worm.engine.arete.hoarded`` is the call that keeping makes: a piece taken back from the
  Market (``KeepTreasure``, p. 162) is kept by the guild, so by each of its living members.
- *Uncover something the world forgot* (underfolk): a secret door or hidden way found in the
  Crawl (p. 88), by each underfolk in the guild (the whole guild searches a room together),
  or a Research City Action (p. 159) that turns up something nobody in the guild knew.
- *Keep the skull of a kind the guild never killed* (orcs): the orc fells a creature of a kind
  (its stat block) no one in the guild had killed before, and takes the skull; named
  characters are people, not a kind of monster.
- *Hoard a treasure of great worth* (orcs): the guild carries out of the Underworld a treasure
  worth ``worm.gm.deeds.GREAT_WORTH`` or more — what the City calls a noteworthy deed — or an
  orc keeps one.
- *Kill a monster twice your size* (orcs): played by the fight (the book's larger creatures).
"""

from __future__ import annotations

import re

from worm.content.stocking import Treasure
from worm.gm import deeds, foes

PAGE = "p. 28"

WEDDINGS = ("iv",)
"""Hangover rows that leave the carouser married (p. 157)."""

CONTESTS = ("a_challenge",)
"""City Events whose won test is a fair contest against someone of a rival house (p. 152)."""

SPIRIT_THEMES = ("spirit",)
GHOSTLY = re.compile(r"\b(ghost|spirit|shade|wraith|phantom|spectre|banshee|shadow)s?\b")
"""Undead named for what they are: the restless dead that are spirits, not walking corpses."""

LASTING_ACTIONS = ("build", "commission")
"""The City Actions that make something to last (p. 59)."""

NOT_JUDGED = ("kiss_tears",)
"""Deeds the automated GM never rules on: the game has no such moment (see the module)."""

WHY = {
    "wed": "is married",
    "oath_kept": "saw the guild's sworn word through",
    "rival_house_bested": "bested a rival house's bravos in a fair contest",
    "spirit_aided": "helped a spirit",
    "lasting_work": "had something made to outlast the centuries",
    "grave_good": "laid a precious thing by as a grave good",
    "forgotten_secret": "uncovered something the world had forgotten",
    "new_skull": "took the skull of a kind the guild had never killed",
    "great_hoard": "hoards a treasure of great worth",
}
"""How the ruling tells each deed done (``worm.engine.arete.deed``)."""


def weds(row: str) -> bool:
    """Policy (p. 28): does waking to the Hangover row ``row`` mean a marriage?"""
    return row in WEDDINGS


def contest(entry: str) -> bool:
    """Policy (p. 28): is the City Event ``entry`` a fair contest with a rival house?"""
    return entry in CONTESTS


def spirit(theme: str, name: str) -> bool:
    """Policy (p. 28): is a creature of ``theme`` called ``name`` a spirit to be helped?"""
    if theme in SPIRIT_THEMES:
        return True
    return theme == "undead" and GHOSTLY.search(name.lower()) is not None


def lasting(action: str) -> bool:
    """Policy (p. 59): does the City Action ``action`` make something built to last?"""
    return action in LASTING_ACTIONS


def grave_good(treasure: Treasure) -> bool:
    """Policy (p. 28): a treasure is a precious gem or work of art when it is neither coin
    nor gear the guild could use."""
    return not treasure.coins and treasure.item is None


def great(treasure: Treasure) -> bool:
    """Policy (pp. 28, 149): a treasure of great worth is one the City counts as a deed."""
    return treasure.value >= deeds.GREAT_WORTH


def new_kind(creature: str, slain: tuple[str, ...], characters: frozenset[str]) -> bool:
    """Policy (p. 28): is ``creature`` a kind of monster the guild never killed before? A named
    character or one of a hook's people is a person, no kind of monster; what a creature
    called into a fight is no kind the dungeon holds."""
    person = creature in characters or creature.startswith(foes.HOOK_PERSON)
    called = creature.startswith(foes.SUMMONED)  # bats or a copy called up (pp. 269, 282)
    return not person and not called and creature not in slain
