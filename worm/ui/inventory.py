"""The inventory screen (pp. 94–95, 182): each adventurer's hands, belt and pack slot by slot,
the lights lit, unlit or spent with their flickers left, the guild's keys and kept treasure.

A thing that fills two slots is shown in the first and marked in the second, so the slots left
free are plain to see.
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from worm.engine.session import Game
from worm.model.adventurer import Adventurer
from worm.model.inventory import Place
from worm.ui.carrying import thing_words

PLACES: tuple[tuple[Place, str], ...] = (("hands", "Hands"), ("belt", "Belt"), ("pack", "Pack"))


def adventurer_text(game: Game, a: Adventurer, lights: dict[str, str]) -> Text:
    """One adventurer's carrying, slot by slot."""
    text = Text()
    text.append(a.name, style="bold")
    where = f" — in {lights[a.id]} light" if a.id in lights else ""
    text.append(f"{where}, {a.gold} gold\n")
    for place, heading in PLACES:
        slots = a.inventory.slots(place)
        text.append(f"  {heading} ({len(slots)} slots)\n", style="bold")
        seen: set[int] = set()
        for n, carried in enumerate(slots, 1):
            text.append(f"    {n}. ")
            if carried is None:
                text.append("empty\n", style="dim")
            elif carried.uid in seen:
                text.append(f"(the {game.pack.items[carried.item].name} goes on)\n", style="dim")
            else:
                seen.add(carried.uid)
                style = "bold yellow" if carried.lit else ""
                text.append(thing_words(game, carried), style=style)
                if carried.notches:
                    text.append(f", {carried.notches} notch{'es' if carried.notches > 1 else ''}")
                text.append("\n")
    if a.inventory.worn:
        worn = ", ".join(game.pack.items[c.item].name for c in a.inventory.worn)
        text.append(f"  Worn: {worn}\n")
    if a.wrecks:
        wrecks = ", ".join(game.pack.items[w].name for w in a.wrecks)
        text.append(f"  Destroyed, kept to mend in the City (p. 163): {wrecks}\n")
    return text


def inventory_text(game: Game) -> Text:
    """Every adventurer in marching order, then what the whole guild holds."""
    lights = {k: str(v) for k, v in game.lights().items()} if game.phase != "city" else {}
    text = Text()
    for a in game.guild.in_marching_order():
        text.append_text(adventurer_text(game, a, lights))
        text.append("\n")
    if game.keys:
        text.append(f"Keys: {', '.join(sorted(game.keys))}\n")
    if game.kept:
        kept = ", ".join(game.pack.treasure[t].name for t in game.kept)
        text.append(f"Treasure kept, not sold (p. 162): {kept}\n")
    return text


class InventoryScreen(ModalScreen[None]):
    """What each adventurer carries, where, and how long each light has left."""

    BINDINGS = [Binding("escape,enter,q,I", "close", "Close")]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        with Vertical(classes="dialog", id="inventory-dialog"):
            yield Static("Inventory: hands, belt and pack", classes="title")
            with VerticalScroll():
                yield Static(inventory_text(self.game), id="inventory")
            yield Static(
                "L lights a light · U uses · d drops (in the Crawl) · Escape closes",
                classes="hint",
            )

    def action_close(self) -> None:
        self.dismiss(None)
