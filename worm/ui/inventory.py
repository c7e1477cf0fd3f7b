"""The inventory screen (pp. 94–95, 182): each adventurer's hands, belt and pack slot by slot,
side by side, the lights lit, unlit or spent with their flickers left, the guild's keys and
kept treasure.

A thing that fills two slots is shown in the first and marked in the second; a run of empty
slots is one line, so what is free is plain to see without a page of "empty".
"""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from worm.engine.session import Game
from worm.model.adventurer import Adventurer
from worm.model.inventory import Carried, Place
from worm.ui.carrying import thing_words

PLACES: tuple[tuple[Place, str], ...] = (("hands", "Hands"), ("belt", "Belt"), ("pack", "Pack"))


def _slot(game: Game, carried: Carried | None, seen: set[int]) -> tuple[str, str]:
    """What one slot shows, and its style."""
    if carried is None:
        return "empty", "dim"
    if carried.uid in seen:
        return f"(the {game.pack.items[carried.item].name} goes on)", "dim"
    seen.add(carried.uid)
    words = thing_words(game, carried)
    if carried.notches:
        words += f", {carried.notches} notch{'es' if carried.notches > 1 else ''}"
    return words, "bold yellow" if carried.lit else ""


def _place(game: Game, slots: tuple[Carried | None, ...], text: Text) -> None:
    """The slots of one place, a run of empty ones as one line ("5–21. empty")."""
    seen: set[int] = set()
    n = 0
    while n < len(slots):
        words, style = _slot(game, slots[n], seen)
        last = n
        if slots[n] is None:
            while last + 1 < len(slots) and slots[last + 1] is None:
                last += 1
        number = f"{n + 1}" if last == n else f"{n + 1}–{last + 1}"
        text.append(f"  {number}. ")
        text.append(words + "\n", style=style)
        n = last + 1


def adventurer_text(game: Game, a: Adventurer, lights: dict[str, str]) -> Text:
    """One adventurer's carrying, slot by slot."""
    text = Text()
    text.append(a.name + "\n", style="bold")
    where = f"in {lights[a.id]} light, " if a.id in lights else ""
    text.append(f"{where}{a.gold} gold\n")
    for place, heading in PLACES:
        slots = a.inventory.slots(place)
        text.append(f"{heading} ({len(slots)} slots)\n", style="bold")
        _place(game, slots, text)
    if a.inventory.worn:
        worn = ", ".join(game.pack.items[c.item].name for c in a.inventory.worn)
        text.append("Worn: ", style="bold")
        text.append(f"{worn}\n")
    if a.wrecks:
        wrecks = ", ".join(game.pack.items[w].name for w in a.wrecks)
        text.append(f"Destroyed, kept to mend in the City (p. 163): {wrecks}\n")
    text.rstrip()
    return text


def guild_text(game: Game) -> Text:
    """What the whole guild holds: keys, treasure kept."""
    text = Text()
    if game.keys:
        text.append(f"Keys: {', '.join(sorted(game.keys))}\n")
    if game.kept:
        kept = ", ".join(game.pack.treasure[t].name for t in game.kept)
        text.append(f"Treasure kept, not sold (p. 162): {kept}\n")
    text.rstrip()
    return text


def inventory_text(game: Game) -> Text:
    """Every adventurer in marching order, then what the whole guild holds (for tests)."""
    lights = _lights(game)
    text = Text("\n\n").join(
        adventurer_text(game, a, lights) for a in game.guild.in_marching_order()
    )
    return Text("\n").join([text, guild_text(game)])


def _lights(game: Game) -> dict[str, str]:
    return {k: str(v) for k, v in game.lights().items()} if game.phase != "city" else {}


class InventoryScreen(ModalScreen[None]):
    """What each adventurer carries, where, and how long each light has left."""

    DEFAULT_CSS = """
    InventoryScreen .carrier { width: 1fr; height: auto; padding-right: 2; }
    InventoryScreen Horizontal { height: auto; }
    """
    BINDINGS = [Binding("escape,enter,q,I", "close", "Close")]

    def __init__(self, game: Game) -> None:
        super().__init__()
        self.game = game

    def compose(self) -> ComposeResult:
        lights = _lights(self.game)
        with Vertical(classes="dialog", id="inventory-dialog"):
            yield Static("Inventory: hands, belt and pack", classes="title")
            with VerticalScroll():
                with Horizontal():
                    for a in self.game.guild.in_marching_order():
                        yield Static(
                            adventurer_text(self.game, a, lights),
                            classes="carrier",
                            id=f"carrier-{a.id}",
                        )
                yield Static(guild_text(self.game), id="guild-holds")
            yield Static(
                "L lights a light · U uses · d drops · Escape closes",
                classes="hint",
            )

    def action_close(self) -> None:
        self.dismiss(None)
