"""What the guild carries, as the Crawl needs it: lights in hand, rations, finding and moving
things between pack, belt and hands (pp. 37, 94–95, 182).

Pure helpers over one adventurer and the content pack; the engine emits the events.
"""

from __future__ import annotations

from collections.abc import Callable

from worm import grammar
from worm.content.models import ContentPack
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer
from worm.model.guild import Guild
from worm.model.inventory import HANDS, Carried, Inventory
from worm.rules import pack_space

LIGHT_ORDER = ("lantern", "torch", "candle")  # Policy: the GM lights the longest-lasting first


def find(adventurer: Adventurer, item: str) -> list[Carried]:
    """Every carried thing of content id ``item``, hands first, then belt, then pack."""
    return list(_sorted(adventurer.inventory).by_item.get(item, ()))


def count(adventurer: Adventurer, item: str) -> int:
    return sum(c.count for c in _sorted(adventurer.inventory).by_item.get(item, ()))


def carried_by(guild: Guild) -> set[str]:
    """Every item id anyone in the guild carries: what the GM's gate checks tools against."""
    return {c.item for a in guild.adventurers for c in a.inventory.things()}


def tool_names(pack: ContentPack) -> dict[str, str]:
    """Every item's name as a player reads it in a sentence ("10' pole"), by id: how the
    GM's gate names a tool nobody carries."""
    return {i: grammar.item(item.name).lower() for i, item in pack.items.items()}


def lit(adventurer: Adventurer) -> list[Carried]:
    """The light sources this adventurer holds lit (p. 94)."""
    return list(_sorted(adventurer.inventory).lit)


def lights(adventurer: Adventurer, pack: ContentPack) -> list[Carried]:
    """Every light source carried, lit or not."""
    kept = _sorted(adventurer.inventory)
    if kept.lights is None or kept.lights[0] is not pack:
        found = tuple([c for c in kept.inventory.things() if pack.items[c.item].light])
        kept.lights = (pack, found)
    return list(kept.lights[1])


class _Sorted:
    """One inventory's things by item id, those lit, and the light sources among them (for
    the last content pack asked about): what the Crawl asks of the same inventories on every
    step and a fight on every blow."""

    __slots__ = ("inventory", "by_item", "lit", "lights")

    def __init__(self, inventory: Inventory) -> None:
        self.inventory = inventory  # kept alive, so its id is never another's
        by_item: dict[str, list[Carried]] = {}
        for carried in inventory.things():
            by_item.setdefault(carried.item, []).append(carried)
        self.by_item = {item: tuple(found) for item, found in by_item.items()}
        self.lit = tuple([c for c in inventory.things() if c.lit])
        self.lights: tuple[ContentPack, tuple[Carried, ...]] | None = None


def _sorted(inventory: Inventory) -> _Sorted:
    """The inventory's things sorted out, remembered for the inventories asked about lately:
    an inventory is frozen, so what it holds never changes (as ``Inventory.things``)."""
    kept = _SORTED.get(id(inventory))
    if kept is not None and kept.inventory is inventory:
        return kept
    if len(_SORTED) >= _SORTED_KEPT:
        _SORTED.clear()
    kept = _SORTED[id(inventory)] = _Sorted(inventory)
    return kept


_SORTED_KEPT = 256
_SORTED: dict[int, _Sorted] = {}
"""``_sorted`` of the inventories asked about lately, by id."""


def named(
    adventurer: Adventurer,
    pack: ContentPack,
    word: str,
    *,
    uid: int | None = None,
    prefer: Callable[[Carried], bool] | None = None,
) -> Carried:
    """The carried thing a player names by id or name ("torch", "Oil"), or the book's "No".

    ``uid`` names the very thing, as a list shows it (pack slot 6's torch, not the spent one in
    hand: play-test 19). Named by word alone, the first carried that ``prefer`` likes is taken,
    else the first carried of that name, hands first."""
    wanted = word.strip().lower().replace(" ", "_")
    found: list[Carried] = []
    for carried in adventurer.inventory.things():
        item = pack.items[carried.item]
        if wanted in (item.id, item.name.lower().replace(" ", "_")) or item.id.startswith(wanted):
            found.append(carried)
    if uid is not None:
        found = [c for c in found if c.uid == uid]
        if not found:
            raise IllegalCommand(f"{adventurer.name} no longer carries that {word}")
    if not found:
        raise IllegalCommand(f"{adventurer.name} carries no {word!r}")
    return next((c for c in found if prefer is not None and prefer(c)), found[0])


def can_light(carried: Carried, pack: ContentPack) -> bool:
    """Whether a light source could be lit now: not lit, and flickers left in it (p. 95)."""
    source = pack.items[carried.item].light
    if source is None or carried.lit:
        return False
    return carried.flickers is None or carried.flickers > 0


def take_one(inventory: Inventory, carried: Carried) -> tuple[Inventory, Carried]:
    """Split one off a stack (a single candle from a bundle); returns it with a new uid."""
    if carried.count == 1:
        return pack_space.remove(inventory, carried.uid), carried
    rest = carried.model_copy(update={"count": carried.count - 1})
    one = carried.model_copy(update={"count": 1, "uid": inventory.next_uid()})
    return pack_space.replace(inventory, rest), one


def to_hand(adventurer: Adventurer, carried: Carried, pack: ContentPack) -> tuple[Adventurer, str]:
    """Put a carried thing in a free hand (``take_up``); the adventurer and what was stowed."""
    after, note, _ = take_up(adventurer, carried, pack)
    return after, note


def take_up(
    adventurer: Adventurer, carried: Carried, pack: ContentPack
) -> tuple[Adventurer, str, Carried]:
    """Put a carried thing in a free hand, stowing what the off hand held if both are full.

    Policy (p. 182): to take up a light, an adventurer with both hands full puts away what is in
    the second hand (a shield, an off-hand weapon) if the pack or belt has room for it.
    Returns the adventurer, a note of what was stowed ("" if nothing), and the thing as it now
    lies: one split off a stack has a uid of its own, so a caller must not look it up by name
    (another of that name may be in hand already).
    """
    inventory = adventurer.inventory
    where = inventory.where(carried.uid)
    if where is not None and where[0] == "hands":
        return adventurer, "", carried
    note = ""
    # a hand gone crawling (Hangover XIX, p. 157) leaves one hand to hold with
    usable = 1 if any(m.id == "handless" for m in adventurer.aftermath) else HANDS
    if all(h is not None for h in inventory.hands[:usable]):
        held = inventory.hands[usable - 1]
        assert held is not None
        freed = pack_space.remove(inventory, held.uid)
        stowed = pack_space.stow_anywhere(freed, held, pack.items[held.item])
        if stowed is None:
            raise IllegalCommand(
                f"{grammar.possessive(adventurer.name)} hands are full and there is no room to stow"
            )
        inventory, note = stowed, pack.items[held.item].name
        if held.uid == carried.uid:
            return adventurer.model_copy(update={"inventory": inventory}), note, held
    inventory, one = take_one(inventory, carried)
    hands = list(inventory.hands)
    hands[hands[:usable].index(None)] = one
    inventory = inventory.model_copy(update={"hands": tuple(hands)})
    return adventurer.model_copy(update={"inventory": inventory}), note, one


def gain(
    adventurer: Adventurer, item_id: str, number: int, pack: ContentPack
) -> tuple[Adventurer, int]:
    """Stow ``number`` of an item; returns the adventurer and how many found room (p. 37)."""
    item = pack.items[item_id]
    inventory, placed = adventurer.inventory, 0
    flickers = item.light.flickers if item.light else None
    while placed < number:
        carried = Carried(uid=inventory.next_uid(), item=item_id, count=1, flickers=flickers)
        stacked = _stack(inventory, item_id, item.stack)
        if stacked is not None:
            inventory = pack_space.replace(
                inventory, stacked.model_copy(update={"count": stacked.count + 1})
            )
        else:
            stowed = pack_space.stow_anywhere(inventory, carried, item)
            if stowed is None:
                break
            inventory = stowed
        placed += 1
    return adventurer.model_copy(update={"inventory": inventory}), placed


def _stack(inventory: Inventory, item_id: str, size: int) -> Carried | None:
    for carried in inventory.things():
        if carried.item == item_id and carried.count < size and not carried.lit:
            return carried
    return None


def lose(adventurer: Adventurer, item_id: str, number: int) -> tuple[Adventurer, int]:
    """Remove up to ``number`` of an item, last carried first; returns how many went."""
    inventory, gone = adventurer.inventory, 0
    for carried in reversed(find(adventurer, item_id)):
        while gone < number and carried.count > 0:
            if carried.count == 1:
                inventory = pack_space.remove(inventory, carried.uid)
                carried = carried.model_copy(update={"count": 0})
            else:
                carried = carried.model_copy(update={"count": carried.count - 1})
                inventory = pack_space.replace(inventory, carried)
            gone += 1
    return adventurer.model_copy(update={"inventory": inventory}), gone
