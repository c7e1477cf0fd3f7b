"""What a choice costs up front (p. 5): the coin or the things an interaction asks before the
guild may take it — a toll, food for a hungry door, a torch to leave behind.

A cost is paid in full or the choice cannot be made: the guild that cannot pay is refused
before anything changes. Policy: the one acting pays first and the rest of the guild makes up
the difference in marching order (they share their purses and packs when they stop to pay).
"""

from __future__ import annotations

from worm.content.interaction import LoseGold, LoseItem, Outcome
from worm.engine import events as ev
from worm.engine import kit, purse
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.model.adventurer import Adventurer


def owed(costs: tuple[Outcome, ...]) -> tuple[int, dict[str, int]]:
    """The gold and the items (id → how many) the one acting must hand over."""
    gold, items = 0, dict[str, int]()
    for cost in costs:
        if cost.who != "actor":
            continue
        if isinstance(cost, LoseGold):
            gold += cost.count
        elif isinstance(cost, LoseItem):
            items[cost.item] = items.get(cost.item, 0) + cost.count
    return gold, items


def affordable(game: Table, costs: tuple[Outcome, ...]) -> bool:
    """Whether the guild can pay ``costs`` in full (``check`` without the refusal)."""
    try:
        check(game, costs, "it")
    except IllegalCommand:
        return False
    return True


def check(game: Table, costs: tuple[Outcome, ...], what: str) -> None:
    """Refuse ``what`` when the guild cannot pay its costs in full."""
    gold, items = owed(costs)
    payers = _payers(game, None)
    held = sum(a.gold for a in payers)
    if held < gold:
        has = f"only {held}" if held else "none"  # not "has only 0" (play-test 19)
        raise IllegalCommand(f"{what!r} costs {gold} gold, and the guild has {has}")
    for item, count in items.items():
        have = sum(kit.count(a, item) for a in payers)
        if have < count:
            name = game.pack.items[item].name if item in game.pack.items else item
            raise IllegalCommand(f"{what!r} takes {count} × {name}, and the guild carries {have}")


def pay(game: Table, costs: tuple[Outcome, ...], actor: str, cause: str) -> tuple[Outcome, ...]:
    """Hand over the gold and items the one acting owes (checked beforehand with ``check``),
    the actor first; the costs left to play as outcomes (those that fall on others)."""
    rest: list[Outcome] = []
    for cost in costs:
        if cost.who != "actor" or not isinstance(cost, LoseGold | LoseItem):
            rest.append(cost)
            continue
        if cost.text:
            game.log.emit(ev.Narration, text=cost.text)
        if isinstance(cost, LoseGold):
            _pay_gold(game, cost.count, actor, cause)
        else:
            _hand_over(game, cost.item, cost.count, actor, cause)
    return tuple(rest)


def _payers(game: Table, actor: str | None) -> list[Adventurer]:
    living = [a for a in game.guild.in_marching_order() if not a.conditions.dead]
    return sorted(living, key=lambda a: a.id != actor)


def _pay_gold(game: Table, owed_gold: int, actor: str, cause: str) -> None:
    for a in _payers(game, actor):
        share = min(a.gold, owed_gold)
        purse.pay(game, a.id, share, cause)
        owed_gold -= share


def _hand_over(game: Table, item: str, count: int, actor: str, cause: str) -> None:
    name = game.pack.items[item].name
    for a in _payers(game, actor):
        after, gone = kit.lose(game.guild.adventurer(a.id), item, count)
        if gone:
            game.set_adventurer(after)
            game.log.emit(ev.Item, who=a.name, item=name, change="lost", count=gone, cause=cause)
            count -= gone
        if count <= 0:
            return
