"""The goods a district's special City Action sells, used where the book says (Appendix D):

- a jar of *fate honey* (p. 317), eaten during a Crawl, gives back one spent lore bid;
- a *blue-eye amulet* (p. 320) cancels the disfavor on its bearer's next test of fate that has
  some, then shatters; it never gives favor;
- *scraps* (p. 312) are eaten in place of rations when none is left (policy
  ``worm.gm.district_actions.SCRAPS``);
- a *dose* of black honey or ghost lotus (p. 321) taken exposes its taker to the drug's
  affliction (p. 98);
- a member of the Beggars Guild (p. 310) brings the guild up by its secret portal: no coin
  tax, but one carried thing of the Guild's choosing donated (policy
  ``worm.gm.district_actions.PORTAL``);
- a member of the Swordwhores (p. 303) buys iron and steel armor at the Market with any upkeep
  from impoverished up.
"""

from __future__ import annotations

from worm import grammar
from worm.content import constants
from worm.engine import affliction_stages, kit
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import district_actions as policy
from worm.model.adventurer import Adventurer
from worm.model.fate import Modifiers
from worm.rules import afflictions, pack_space

HONEY = "fate_honey"
AMULET = "amulet"
SCRAPS = "scraps"


SWORDWHORES = "join_swordwhores"
ARMOR = ("armor_iron", "armor_steel")


BEGGARS = "join_beggars"


def portal(game: Table) -> bool:
    """Whether the guild came up by the Beggars Guild's portal (p. 310): a living member with it
    takes it through, the tax is not paid, and the Guild takes one thing the member carries."""
    members = [a for a in game.guild.in_marching_order() if not a.conditions.dead]
    member = next((a for a in members if BEGGARS in a.memberships), None)
    if member is None:
        return False
    game.ruling(*policy.PORTAL)
    things = member.inventory.things()
    if things:
        taken = things[int(game.streams.get("gm").integers(len(things)))]
        left = pack_space.remove(member.inventory, taken.uid)
        game.set_adventurer(member.model_copy(update={"inventory": left}))
        name = game.pack.items[taken.item].name
        game.log.emit(
            ev.Item,
            who=member.name,
            item=name,
            change="lost",
            count=taken.count,
            cause="donated to the Beggars Guild, p. 310",
        )
    game.log.emit(
        ev.Narration,
        text=f"{member.name} leads the guild up through the Beggars' House: no coin tax is paid.",
    )
    return True


def outfitted(a: Adventurer, tier: str, item: str) -> bool:
    """Whether the Swordwhores outfit ``a`` with ``item`` on a ``tier`` upkeep (p. 303)."""
    return SWORDWHORES in a.memberships and item in ARMOR and tier != "destitute"


def eat_honey(game: Table, a: Adventurer) -> None:
    """A jar of fate honey eaten in a Crawl (p. 317): one lore bid back, the jar gone."""
    game.require_crawl(allow_choice=True)
    if a.lore_bids >= constants.BOOK.lore_bids:
        raise IllegalCommand(f"{a.name} has every lore bid already: the honey would be wasted")
    after, _ = kit.lose(a, HONEY, 1)
    game.set_adventurer(after.model_copy(update={"lore_bids": a.lore_bids + 1}))
    name = game.pack.items[HONEY].name
    game.log.emit(ev.Item, who=a.name, item=name, change="used", count=1, cause="eaten")
    game.ruling("p. 317", f"{a.name} eats fate honey: one lore bid back ({a.lore_bids + 1})")


def ward(game: Table, a: Adventurer, modifiers: Modifiers) -> Modifiers:
    """A carried amulet lifts the disfavor on ``a``'s test and shatters (p. 320)."""
    if not modifiers.disfavor or kit.count(a, AMULET) == 0:
        return modifiers
    after, _ = kit.lose(game.guild.adventurer(a.id), AMULET, 1)
    game.set_adventurer(after)
    name = game.pack.items[AMULET].name
    game.log.emit(ev.Item, who=a.name, item=name, change="destroyed", cause="shattered")
    game.ruling("p. 320", f"{grammar.possessive(a.name)} amulet takes the disfavor and shatters")
    return Modifiers(modifiers.favor, ())


def take_drug(game: Table, a: Adventurer, item: str) -> None:
    """A dose of an exotic drug taken (pp. 98, 321): exposure to its affliction, the dose gone."""
    drug = item.removeprefix("dose_")
    after, _ = kit.lose(a, item, 1)
    after = after.model_copy(update={"afflictions": afflictions.catch(after.afflictions, drug)})
    game.set_adventurer(after)
    name = game.pack.items[item].name
    game.log.emit(ev.Item, who=a.name, item=name, change="used", count=1, cause="taken")
    known = game.pack.afflictions[drug].name
    game.log.emit(ev.Condition, who=a.name, change=f"afflicted: {known}", cause=name)
    affliction_stages.reached(game, a.id, drug)  # its stage's effect at once (p. 97)


def eat_scraps(game: Table, a: Adventurer, count: int, cause: str) -> int:
    """Scraps eaten for ``count`` rations lacking (p. 312); how many were eaten."""
    if count < 1 or kit.count(a, SCRAPS) == 0:
        return 0
    after, eaten = kit.lose(a, SCRAPS, count)
    game.set_adventurer(after)
    game.ruling(*policy.SCRAPS)
    name = game.pack.items[SCRAPS].name
    game.log.emit(ev.Item, who=a.name, item=name, change="used", count=eaten, cause=cause)
    return eaten
