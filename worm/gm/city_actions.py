"""Policy for what the book leaves to the GM in step 6, the City Actions (pp. 148, 156–159).

Each constant is a ruling's text, logged with its page when the engine applies it."""

from __future__ import annotations

import re

from worm.content.models import ContentPack

HAND_OVER = (
    "p. 148",
    "everyone alive has paid for upkeep: step 5 is over, and step 6, the City Actions, begins",
)
"""Policy (p. 148): step 5 hands over to step 6 as the last living adventurer pays for a tier (a
City Action before that is refused, naming who has not), so no one both acts and still owes
upkeep. The Market stays open after."""

ALL_ACTED = (
    "p. 148",
    "every adventurer has taken a City Action: step 6 is over, on to planning the next Crawl",
)
"""Policy (p. 148): step 6 hands over to step 7, the job board, once the last living adventurer
has taken a City Action; the player may move on sooner (``Plan``), or by delving."""

IDLE = ("p. 156", "{name} takes no City Action this time: nothing happens")
"""Policy (p. 156): an adventurer who takes none when the guild delves simply does nothing."""

BROUGHT_BACK = (
    "p. 156",
    "{name} brought back {gold} gold (coin after the tax, with their share of the loot sold): "
    "that is what Carouse measures",
)
"""Policy (p. 156, the digest's ambiguity 15): "the gold you brought back" is the coin an
adventurer carried up after the All-Watch's half, plus their share of the loot sold; gold
chipped in by guild-mates or found later is not."""

PAID_EXPERT = (
    "p. 159",
    "an expert teacher is found in the City for any path talent; only kin and arête talents "
    "cannot be bought",
)
"""Policy (p. 159, ambiguity 6): the Train City Action's paid expert is always available for
any trainable talent; it needs no guild-mate master, unlike the Train Camp Action (p. 139)."""

INTEREST = ("p. 156", "the Cult's bank pays {name} 2% on {balance} gold: {paid}, rounded down")
"""Policy (p. 156): interest is paid as the guild comes back up, before the tax, whether or
not Banking is taken this phase; rounding down. Withdrawing or depositing takes the action."""

FUNERAL_HEIR = (
    "p. 158",
    "{xp} XP of {dead}'s are kept for the next adventurer who joins the guild",
)
"""Policy (p. 158): when no newcomer has taken the dead one's place yet, the XP a funeral
keeps is held by the guild (``Guild.bequest``) for whoever is recruited next; it cannot exceed
the dead adventurer's own XP."""

FUNERAL_HEIR_FOUND = (
    "p. 158",
    "{heir} took {dead}'s place in the guild: the {xp} XP the funeral keeps are theirs now",
)
"""Policy (pp. 39, 126, 158): in a solo game the newcomer who took a dead adventurer's place
(at the next Camp, or recruited in the City) is that player's new adventurer, so a funeral's
XP goes straight to them (``Guild.heirs``) while they live."""

RESEARCH = (
    "p. 159",
    "the archives answer about the creatures of the Underworld: each answer is one thing the "
    "guild did not know, as a lore bid would tell it",
)
"""Policy (p. 159): a question researched is answered with one unknown trait of the creature
asked about (any creature of the dungeon when none is named), the lore a bid would give."""

COMPONENTS = (
    "p. 159",
    "Prepare Components is free but takes the action; a sorcerer already carries the components "
    "of their spells (p. 199), so there is nothing more to pack",
)
"""Policy (pp. 159, 199): spell components are implicit until the spells have their own
components in the game's lists — a sorcerer carries those of their spells, in no slot — so the
action packs nothing and says so. The book names no price, so it is free (the example of
p. 173 pays nothing)."""

REASONABLE = "steampunk machinery or firearms"
"""Policy (p. 156): what the GM refuses to have built or made in this setting."""

MATERIAL = (
    "p. 172",
    "{thing}, carried up from the Underworld, goes into {project}: the step costs only "
    "{gold} gold for upkeep and care",
)
"""Policy (p. 172, the dream moths fed on flowers from below): a Support step that spends a
thing carried up from the Underworld — a reagent or a brew that remembers the creature it was
cut from (p. 231) — costs 10 gold instead of the scale's price; the thing is used up. The GM
takes the player's word that it serves the project."""

MATERIAL_GOLD = 10
"""The price of a Support step paid partly in Underworld material (the p. 172 example)."""

CAMP_IN_CITY = (
    "fellowship",
    "fletch_arrows",
    "read_a_book",
    "rest_and_recover",
    "train",
    "use_an_item",
    "use_a_talent",
)
"""Policy (p. 156): the Camp Actions of pp. 137–139 that may be taken as the City Action. Hunt,
Patrol, Scout Ahead and Update Maps are about the Underworld around a camp, so they are left to
the Camp (the watch and the cooking are no Camp Actions at all). Train with a guild-mate spends
the teacher's City Action too, as it spends their Camp Action (p. 139)."""

CITY_TALENTS = ("war_stories", "high_chant", "gramarye", "alchemy", "beast_master")
"""Policy (p. 156): the talents that Use a Talent may use in the City. Chirurgery needs a patient
Resting and Recovering the same night, Labor Unending buys two Camp Actions and Sneak's
Infiltrate a room on the map of the level: none of these has a meaning in the City."""

CAMP_ONLY = "belongs to a camp in the Underworld, not to the City"
"""Why a Camp Action outside ``CAMP_IN_CITY`` is refused in the City."""

CAMP_ACTION = (
    "p. 156",
    "a Camp Action may be taken as the City Action: it is played as it would be at a Camp",
)
"""Policy (p. 156): a Camp Action taken in the City is played by the Camp's own rules."""


def bespoke(pack: ContentPack, words: str) -> str | None:
    """Policy (p. 158): the item of the content a commission's ``words`` name, or None.

    An item sold at the Market (it has a market row) whose name — or its name before a comma,
    or that with an s — stands as whole words in the description is made; the longest name
    wins ("a lantern of brass" is a lantern, "a bullseye lantern" the bullseye one). Brews,
    reagents and the districts' own goods are never made to order."""
    said = f" {' '.join(re.findall(r'[a-z]+', words.lower()))} "
    found: list[tuple[int, str]] = []
    for item in pack.items.values():
        if item.market_row is None or "district" in item.tags:
            continue
        name = " ".join(re.findall(r"[a-z]+", item.name.split(",")[0].lower()))
        if name and (f" {name} " in said or f" {name}s " in said):
            found.append((len(name), item.id))
    return max(found)[1] if found else None


BESPOKE = (
    "p. 158",
    "{what} names {item} from the lists: it is made to order and put in {name}'s pack",
)
"""Policy (p. 158): a commission whose words name an item of the content makes that item
(``bespoke``), in the buyer's pack; refused before any gold is paid when it does not fit."""

KEEPSAKE = (
    "p. 158",
    "{what} names nothing the rules know: {name} keeps it as a keepsake, with no rules of its own",
)
"""Policy (p. 158): anything else commissioned is kept on the sheet (``Adventurer.keepsakes``)
and has no rules; the player and GM may give it meaning in play."""

BUILT = (
    "p. 156",
    "{what} now stands in the City, the guild's for as long as the City stands",
)
"""Policy (p. 156): a building stands in the City (``Guild.buildings``) and has no rules of its
own; the City screen and the text game's ``city`` list them."""


LONG_TEXT = (
    "p. 79",
    "a longer text takes a Loremaster a City Action; what an old codex tells is what Research's "
    "great success would (p. 159): three things the guild did not know about the creatures "
    "below. Copied out, the crumbling book is left with the scholars, so each tells once",
)
"""Policy: what a Loremaster's City Action makes of an old book (p. 79)."""
