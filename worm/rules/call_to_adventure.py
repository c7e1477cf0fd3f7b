"""The Call to Adventure (pp. 20–21): what a freshly made adventurer and guild must be.

"Putting it all together" (p. 21): attributes 4, 3, 2, 1 with the 4 on the path; the kin talent
and one path talent mastered, the other six in training; a quest; three motifs; 4 Resolve; two
languages; a belt and pack filled with one luxurious item, five common ones and any impoverished
ones (the items one's talents need count as impoverished); a Bond with every guild-mate.
"""

from __future__ import annotations

from collections import Counter

from worm.content import ContentPack, constants
from worm.model.adventurer import Adventurer
from worm.model.guild import Guild
from worm.rules import pack_space


def talent_items(adventurer: Adventurer, pack: ContentPack) -> set[str]:
    """Items the adventurer's talents call for: free, as impoverished, at creation (p. 20).

    Ambiguous (rules digest ch. 2–5 §5.3): all seven path talents are "your talents", which would
    make every weapon, shield and armor free to a Swords adventurer. Policy: only the mastered
    talents' items come free; the quick creation in :mod:`worm.gm.creation` follows the same rule.
    """
    return {
        item
        for talent in adventurer.talents
        if talent.id in pack.talents and talent.state == "mastered"
        for item in pack.talents[talent.id].requires_any_item
    }


def problems(adventurer: Adventurer, pack: ContentPack) -> list[str]:
    """Every way a new adventurer breaks the Call to Adventure; empty when it is valid."""
    who = adventurer.name
    found: list[str] = []
    ratings = adventurer.attributes.ranked()
    if sorted(ratings) != [1, 2, 3, 4]:
        found.append(f"{who}: attributes {ratings} are not 4, 3, 2 and 1 (p. 21)")
    if adventurer.attributes[adventurer.path] != 4:
        found.append(f"{who}: the path's attribute {adventurer.path} is not rated 4 (p. 20)")
    kin = pack.kins.get(adventurer.kin)
    if kin is None or kin.kith != adventurer.kith:
        found.append(f"{who}: kin {adventurer.kin!r} is not of kith {adventurer.kith!r} (p. 23)")
    else:
        kin_talent = adventurer.talent(kin.kin_talent)
        if kin_talent is None or kin_talent.state != "mastered":
            found.append(f"{who}: the kin talent {kin.kin_talent} must start mastered (p. 20)")
    path_talents = set(pack.paths[adventurer.path].talents)
    known = {t.id: t for t in adventurer.talents if t.id in path_talents}
    if set(known) != path_talents:
        found.append(f"{who}: missing path talents {sorted(path_talents - set(known))} (p. 20)")
    mastered = [t.id for t in known.values() if t.state == "mastered"]
    if len(mastered) != 1:
        found.append(f"{who}: {len(mastered)} path talents mastered, not 1 (p. 21)")
    numbers = constants.BOOK
    if len(set(adventurer.motifs)) != numbers.motifs:
        found.append(f"{who}: needs {numbers.motifs} different motifs (p. 24)")
    if adventurer.resolve != numbers.resolve_max or adventurer.lore_bids != numbers.lore_bids:
        found.append(
            f"{who}: starts with {numbers.resolve_max} Resolve and {numbers.lore_bids} lore bids "
            "(pp. 20, 32)"
        )
    unknown = [lang for lang in adventurer.languages if lang not in pack.languages]
    if len(adventurer.languages) < 2 or unknown:
        found.append(f"{who}: speaks {adventurer.languages}; needs two known languages (p. 29)")
    if not adventurer.quest:
        found.append(f"{who}: has no quest (p. 24)")
    found += [f"{who}: {p}" for p in pack_space.problems(adventurer.inventory, pack.items)]
    found += _treats_from_ma(adventurer, pack)
    return found


def _treats_from_ma(adventurer: Adventurer, pack: ContentPack) -> list[str]:
    """Step 7 (p. 20): one luxurious, five common, and impoverished or talent items freely."""
    free = talent_items(adventurer, pack)
    tiers: Counter[str] = Counter()
    # Policy (p. 20): the clothes an adventurer stands up in are not one of the picks.
    worn = {carried.uid for carried in adventurer.inventory.worn}
    for carried in adventurer.inventory.things():
        if carried.uid in worn:
            continue
        item = pack.items.get(carried.item)
        if item is not None and item.id not in free:
            tiers[item.tier] += 1
    found = []
    for tier, most in (
        ("luxurious", constants.BOOK.starting_luxurious),
        ("common", constants.BOOK.starting_common),
    ):
        if tiers[tier] > most:
            found.append(f"{adventurer.name}: {tiers[tier]} {tier} items, at most {most} (p. 20)")
    return found


def guild_problems(guild: Guild, pack: ContentPack) -> list[str]:
    """The guild's own checks (step 6): each adventurer valid, with a Bond to every guild-mate."""
    found = [p for adventurer in guild.adventurers for p in problems(adventurer, pack)]
    ids = {a.id for a in guild.adventurers}
    for adventurer in guild.adventurers:
        targets = [bond.target for bond in adventurer.bonds]
        if sorted(targets) != sorted(ids - {adventurer.id}):
            found.append(
                f"{adventurer.name}: Bonds {targets} must name every guild-mate once (p. 26)"
            )
        found += [
            f"{adventurer.name}: unknown bond type {b.kind!r}"
            for b in adventurer.bonds
            if b.kind not in pack.bonds
        ]
    return found
