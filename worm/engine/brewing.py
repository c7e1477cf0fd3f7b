"""Brew Alchemy (p. 78; Appendix B, p. 231): a Camp Action through Use a Talent. With an
alchemy kit the alchemist turns any number of carried reagents at once, each into the bomb,
potion or oil the player picks; the substance takes the reagent's place in its bottle, and
only now does the player learn what it does (p. 234)."""

from __future__ import annotations

from worm import grammar
from worm.engine import campsite
from worm.engine import commands as cmd
from worm.engine import events as ev
from worm.engine.table import Table
from worm.errors import IllegalCommand
from worm.gm import alchemy as policy
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried
from worm.rules import alchemy, pack_space

KEEP = "keep"  # a reagent left in its bottle, unbrewed


def plan(a: Adventurer, forms: tuple[str, ...]) -> list[tuple[Carried, str]]:
    """Each carried reagent with the form asked for it, in the order they are carried; with
    no forms, the GM's choice (``worm.gm.alchemy.forms_for``). Refused, with the reason, when
    the forms cannot be read."""
    why = alchemy.can_brew(a)
    if why is not None:
        raise IllegalCommand(why)
    held = alchemy.reagents(a)
    if not forms:
        forms = policy.forms_for(len(held), carries_potion=_carries_potion(a))
    bad = [f for f in forms if f not in (*policy.FORMS, KEEP)]
    if bad:
        raise IllegalCommand(
            f"a reagent becomes a bomb, potion or oil (or is kept), not {bad[0]!r} (p. 232)"
        )
    if len(forms) > len(held):
        raise IllegalCommand(
            f"{len(forms)} forms named for the {grammar.counted(len(held), 'reagent')} "
            f"{a.name} carries (p. 231)"
        )
    chosen = [(r, f) for r, f in zip(held, forms, strict=False) if f != KEEP]
    if not chosen:
        raise IllegalCommand("every reagent kept: there is nothing to brew (p. 231)")
    return chosen


def _carries_potion(a: Adventurer) -> bool:
    return any(c.item.startswith("potion_") for c in a.inventory.things())


def brew(game: Table, a: Adventurer, command: cmd.CampAct) -> None:
    """Brew Alchemy (p. 231): each chosen reagent becomes its substance, in the same bottle."""
    chosen = plan(a, command.forms)
    inventory, made = a.inventory, []
    for reagent, form in chosen:
        item_id, why = policy.substance(game.pack, reagent.of or "", form)
        brewed = reagent.model_copy(update={"item": item_id})
        inventory = pack_space.replace(inventory, brewed)
        name = alchemy.label(game.pack, brewed)
        made.append(name)
        game.ruling("p. 233", f"{alchemy.label(game.pack, reagent)} as a {form}: {why}")
        game.log.emit(ev.Item, who=a.name, item=name, change="gained", cause="Brew Alchemy")
        game.log.emit(ev.Narration, text=f"{name}: {game.pack.items[item_id].summary}")
    game.set_adventurer(a.model_copy(update={"inventory": inventory}))
    campsite.record(game, a.id, "use_a_talent", f"brews alchemy: {', '.join(made)}")
