"""Policies for the districts' special City Actions (Appendix D) the engine plays.

- *Keep an ear to the ground* (p. 300): the book has the GM tell one of the rumours of their
  City Events table. worm tells the rumour entries (cards XI–XV, p. 150) in card order, the
  first one the guild has not heard this City Phase.
- *Study language* (p. 314): the book offers the City's main languages (p. 29). worm reads
  them as the common ones adventurers choose from at creation (``common`` in
  languages.toml); the ancient tongues are not taught.
- *Undergo leeching* (p. 318): the book prices it at 20 gold a stage of an affliction. worm
  reads that as each stage not yet cured, all paid at once, and the affliction gone; the
  first one suffered unless one is named.
"""

from __future__ import annotations

from worm.content.models import ContentPack
from worm.rules import city_actions, syllables

RUMOR = (
    "p. 300",
    "the GM tells the rumours of the City Events table in card order, the first not yet heard "
    "this phase",
)
LEECHING = (
    "p. 318",
    "leeching is paid for each stage not yet cured, all at once, and cures the whole affliction",
)
LANGUAGE = ("p. 314", "the Madrasa teaches the City's common languages (p. 29), not the ancient")


def rumor(pack: ContentPack, heard: tuple[str, ...]) -> str | None:
    """The next rumour of the City Events table the guild has not heard (policy ``RUMOR``)."""
    told = sorted(
        (e for e in pack.city_events.values() if e.category == "rumor" and not e.reserve),
        key=lambda e: e.card,
    )
    return next((e.text for e in told if e.text not in heard), None)


def nickname(creature: str) -> str:
    """The name the orcs give a Blood feast's guest (policy ``NICKNAME``)."""
    return f"{creature.title()}-Eater"


def fenced(name: str, pack: ContentPack) -> int:
    """What the Curio Curia pays for a piece called ``name`` (policy ``FENCE``)."""
    return syllables.price(name, city_actions.bands(pack)["noble"])


def taught(pack: ContentPack) -> tuple[str, ...]:
    """The language ids the Madrasa teaches (policy ``LANGUAGE``)."""
    return tuple(sorted(lang.id for lang in pack.languages.values() if lang.common))


LOAN_MOST = 1000
"""The most gold the Centrum Bank lends one adventurer (policy ``LOAN``)."""
LOAN = (
    "p. 319",
    "the Centrum Bank lends up to 1000 gold, one loan at a time; the sum and its 30% are owed "
    "together and taken as the guild next comes back up",
)
DEFAULT = (
    "p. 319",
    "what a debtor cannot pay from purse or deposit stays owed, and the bank adds another 30% "
    "to it each City Phase it is late",
)
PROSTHETIC = (
    "p. 300",
    "the only limb the game takes is the hand the Hangover sends crawling (p. 157); a hook "
    "fitted at the Shrine of Teeth holds as that hand did, and the mark is gone",
)
LABYRINTH = (
    "p. 324",
    "the Labyrinth lets the guild out in a room the GM draws at random: first the level, among "
    "every level of the Underworld, then the room, among every room of it, drawn afresh each time",
)
FENCE = (
    "p. 305",
    "the only loot unwise to sell at the Market is what it refuses this phase (the Black "
    "Miracle's art, p. 153); the fence prices a piece as p. 158 prices a noble's thing, 10 gold "
    "a syllable of its name, and pays whoever brings it",
)
MEAT = (
    "pp. 308, 321",
    "the game has no monster meat apart from what is cut from a slain creature and carried up: "
    "one reagent, the first carried, stands for the steak or the carcass",
)
KINSEY = (
    "p. 308",
    "the question put to Miss Kinsey's table is about a creature below, and the answer, as "
    "Research's, is one thing the guild did not know of it",
)
NICKNAME = (
    "p. 321",
    "the orcs name their guest after the beast they brought to the feast",
)
LAY_HIGH = (
    "p. 305",
    "the only anger the game keeps against an adventurer is the All-Watch's warrant and a "
    "challenger's duel (the Hangover, p. 157): hiding out in the Gambol for the City Action lets "
    "both waste their time, and the marks are gone",
)
TRIAL = (
    "p. 302",
    "only one wanted by the All-Watch (the Hangover, p. 157) stands accused of breaking the "
    "City's peace; the tournament is a Swords test in place of the Challenge the GM would "
    "arbitrate: won, innocent and the warrant torn up; lost, guilty and dead, as the book has it",
)
HAUNTED = (
    "p. 298",
    "braving the haunted hill at night is a Swords test; on a success the dead yield a treasure "
    "of the first depth drawn at random, carried out with the loot, on a failure nothing, and "
    "no harm the book does not name",
)
MUTATION = (
    "p. 307",
    "the book leaves the mutation to any table the GM likes; worm rolls on its own six, each a "
    "lasting change to the body written into the appearance, with no rule attached",
)
MUTATIONS = (
    "a third eye, milky and blind, opens on the brow",
    "the skin turns grey-green and faintly damp",
    "a thin, hairless tail grows from the base of the spine",
    "the fingers gain an extra joint and bend the wrong way",
    "gills open along the neck and flutter when nervous",
    "every hair falls out and grows back as soft quills",
)
"""Worm's own table of sewer mutations (policy ``MUTATION``), rolled on with a d6."""
BRIBE = (
    "pp. 299–300",
    "gold bought favor stands in for the attribute: the card plus 1 for each 20 gold spent (at "
    "most +5), 14 or more a success; nobody pushes a crowd",
)
LIPS = (
    "p. 299",
    "with no City characters to question, loosened lips tell what the guild would learn of a "
    "creature below, as Research does",
)
DUEL = (
    "p. 298",
    "a duel is a Swords test; the book names only the winner's prize, so a loser walks away "
    "with nothing worse than shame",
)
REAGENTS = (
    "p. 317",
    "a reagent is worth 5 gold for each Hit Die of its creature, read as its Health summed over "
    "every part it fights with",
)
MARRIAGE = (
    "p. 314",
    "a marriage feast is taken by one adventurer, spending all the gold they brought back from "
    "the Crawl (at least 1); guests spending their own City Action to attend are not played",
)
BLACKJACK = (
    "p. 303",
    "the pit fight's blackjack: faces count 10, the I 11 or 1, the Fool 0; each side draws "
    "under 17 and stands from 17; a lost or bust hand loses the bet, a tie keeps it",
)
PIT = (
    "p. 324",
    "with no table to pass the sheet around, the Pit swaps two of the visitor's attributes, "
    "drawn at random",
)
SEAL = (
    "p. 302",
    "the templars are convinced by anything brought to them: the thing named is sealed away",
)
MENAGERIE = (
    "p. 308",
    "the menagerie's beasts are the monsters of the content; the beast is the one named, else "
    "one drawn at random, and each reagent comes sealed in its own bottle",
)
GRAVE = (
    "p. 301",
    "the GM permits the catharsis whenever the visitor carries a Curse and a buried guild-mate "
    "lies in the Ossuary: the Curse lifts",
)
ANIMALS = (
    "p. 313",
    "the content's animals are the commonest beasts the hunters bring back: each is priced at "
    "the book's least, 100 gold, and knows the first command its kind is suited to unless "
    "another is named",
)
COPY = (
    "p. 318",
    "a copied text's price is 100 gold times a minor card drawn (the Fool: 100), so 100 to 1400 "
    "gold; a text exists when there is something the guild has not learnt of the creature "
    "asked about, and who cannot pay the price drawn leaves with nothing",
)
GIFTS = (
    "p. 325",
    "the antique is a treasure of the first depth, drawn at random and carried out with the "
    "loot to be sold at the next City Phase; the trinket is a small funny thing",
)
WRESTLE = (
    "p. 297",
    "nobody beats Hereclus while his feet are on the ground, and the engine never lifts him: "
    "the bout is lost, and the 500 gold prize stands",
)
STARS = (
    "p. 323",
    "the stargazer orders the three cards in one go: by the positions given (e.g. '3 1 2'), "
    "'high' (highest first, the default) or 'low'",
)
PORTAL = (
    "p. 310",
    "a member of the Beggars Guild always brings the guild up by the secret portal; the Guild "
    "takes one thing the member carries, drawn at random, since it may be precious or nothing",
)
PILLOW = (
    "p. 309",
    "the City's folk are not played, so the gossip is about the named characters the guild may "
    "meet below (characters.toml): one of their likes or dislikes not yet known, kept for the "
    "meeting",
)
INITIATION = (
    "p. 319",
    "the Cult's koans are riddles of ours, one for each rank in turn; an answer is right when it "
    "holds one of the words the riddle wants",
)
KOANS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("I grow the more of me is taken away.", ("hole", "pit")),
    ("The more of me you leave behind, the more of me you have made.", ("footsteps", "steps")),
    ("I have no voice, yet I answer whoever calls into the dark.", ("echo",)),
    ("Feed me and I live; give me a drink and I die.", ("fire", "flame")),
    ("I go before you in the torchlight and follow you in the sun.", ("shadow",)),
    ("What does the Worm eat last?", ("nothing", "himself", "itself")),
    ("Say my name and I am gone.", ("silence",)),
)
"""The Cult's koans in turn (rank 1 gets the first) with the words a right answer holds."""


def koan(rank: int) -> tuple[str, tuple[str, ...]]:
    """The koan an initiate of ``rank`` meditates on (policy ``INITIATION``)."""
    return KOANS[(rank - 1) % len(KOANS)]


SCRAPS = (
    "p. 312",
    "scraps are eaten only when no ration is left, and feed a starving stomach as well as a ration",
)


def bought(gold: int) -> int:
    """The bonus gold buys on a test of fate: +1 for each 20 spent, at most +5 (pp. 299–300)."""
    return min(5, max(0, gold) // 20)
