"""The City map screen (Appendix D, pp. 290–296; p. 294: "share it with your players"), opened
from the City with the crawl's city-map key: the cards as laid on a small grid, a letter a
district, and beside it each district's card, flavour and what is done there, the ruler and
the fourteen gates. It only shows: Escape closes it."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Static

from worm.content.models import ContentPack
from worm.gen import city_export
from worm.model.city_map import CityMap

SUIT_STYLE = {"swords": "bold cyan", "pentacles": "bold yellow", "cups": "bold magenta"}
"""How a district's letter is drawn by its suit (Wands green, constants plain)."""


def grid(city: CityMap) -> Text:
    """The letter map, each letter coloured by its district's suit."""
    marks = city_export.letters(city)
    x0, y0, x1, y1 = city_export.bounds(city)
    out = Text()
    for y in range(y0, y1 + 1):
        for x in range(x0, x1 + 1):
            quarter = city.at(x, y)
            if quarter is None:
                out.append(" ★ " if (x, y) == (0, 0) else " · ", style="dim")
                continue
            style = SUIT_STYLE.get(quarter.suit or "", "bold green" if quarter.suit else "bold")
            out.append(f" {marks[quarter.id]} ", style=style)
        out.append("\n")
    return out


def legend(city: CityMap, pack: ContentPack) -> Text:
    """Each district: letter, name and card, flavour and sensations, and what can be done
    there."""
    marks = city_export.letters(city)
    out = Text()
    for quarter in city.districts:
        district = pack.districts[quarter.id]
        what = [*district.actions, *(h.replace("_", " ") for h in district.hosts)]
        out.append(f"{marks[quarter.id]} ", style="bold")
        out.append(quarter.name, style="bold")
        out.append(f" — {city_export.card_of(quarter)}, {quarter.role}\n", style="dim")
        out.append(f"  {district.flavour}\n")
        if district.sensations:  # what a visitor sees, hears and smells (Appendix D)
            out.append(f"  {district.sensations}\n", style="dim italic")
        if district.rumor:  # the district's rumour (Appendix D)
            out.append("  rumour: ", style="dim")
            out.append(f"{district.rumor}\n", style="italic")
        out.append("  here: ", style="dim")
        out.append(", ".join(what) + "\n")
    return out


def gates(city: CityMap, came: str | None) -> Text:
    out = Text()
    out.append("Gates (p. 291)\n", style="bold")
    for gate in city.gates:
        quarter = city.quarter(gate.district)
        assert quarter is not None
        mark = " ◀ the guild came in here" if gate.name == came else ""
        out.append(f"{gate.number:>2}. {gate.name} — {gate.side} of {quarter.name}{mark}\n")
    return out


class CityMapScreen(ModalScreen[None]):
    """The City of this game, read-only."""

    BINDINGS = [Binding("escape,q,D", "close", "Close")]
    DEFAULT_CSS = """
    CityMapScreen { align: center middle; }
    CityMapScreen #city-dialog { width: 96%; height: 94%; border: round $primary;
        background: $surface; padding: 0 1; }
    CityMapScreen #city-grid { width: 24; padding: 1 2 0 0; }
    CityMapScreen #city-side { width: 1fr; }
    """

    def __init__(self, city: CityMap, pack: ContentPack, came: str | None) -> None:
        super().__init__()
        self.city, self.pack, self.came = city, pack, came

    def compose(self) -> ComposeResult:
        city = self.city
        with Vertical(id="city-dialog"):
            yield Static(
                Text(f"The City — ruled by {city.ruler}, from {city.seat}", style="bold"),
                classes="title",
            )
            with Horizontal():
                with Vertical(id="city-grid"):
                    yield Static(grid(city), id="city-letters")
                    if self.came is not None:
                        yield Static(Text(f"In by {self.came}", style="italic"))
                with VerticalScroll(id="city-side"):
                    yield Static(legend(city, self.pack), id="city-legend")
                    yield Static(gates(city, self.came), id="city-gates")
            yield Static("★ the ruler's seat · Escape closes", classes="hint")

    def action_close(self) -> None:
        self.dismiss(None)
