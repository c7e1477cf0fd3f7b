"""City Actions (pp. 156–159): the list each adventurer picks one from in step 6 of the City
Phase, with the book's prices, as data. Pure: no state, no cards."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from worm.errors import IllegalCommand


@dataclass(frozen=True, slots=True)
class CityAction:
    """One City Action: its id (the word typed), its name, its page and what it costs."""

    id: str
    name: str
    page: str
    cost: str
    summary: str


ACTIONS: tuple[CityAction, ...] = (
    CityAction(
        "bank",
        "Banking",
        "p. 156",
        "any sum",
        "put gold in a Cult bank or take it out; "
        "banked gold is never taxed and earns 2% each City Phase",
    ),
    CityAction(
        "beg",
        "Beg and Busk",
        "p. 156",
        "free",
        "play for coin in the streets: a minor card's value plus Wands in gold",
    ),
    CityAction(
        "build",
        "Build",
        "p. 156",
        "50g a syllable",
        "raise something lasting in the City, priced by the syllables of its description",
    ),
    CityAction(
        "carouse",
        "Carouse",
        "p. 156",
        "half or all the gold brought back",
        "drink the takings away: half buys 1 XP, all of it 2 XP, and a Hangover card is drawn",
    ),
    CityAction(
        "commission",
        "Commission Craft",
        "p. 158",
        "1–25g a syllable",
        "have a one-off item made, priced by its syllables and how rare such a thing is",
    ),
    CityAction(
        "funeral",
        "Hold a Funeral",
        "p. 158",
        "100g an XP",
        "bury a fallen guild-mate so their XP passes, in part, to the next recruit",
    ),
    CityAction(
        "components",
        "Prepare Components",
        "p. 159",
        "free",
        "fill the pack with spell components, one slot each",
    ),
    CityAction(
        "research",
        "Research",
        "p. 159",
        "50g",
        "test Cups in the libraries: success answers one question, great success three",
    ),
    CityAction(
        "support",
        "Support",
        "p. 159",
        "by the step",
        "pay for one step of a long-term project; enough steps finish it",
    ),
    CityAction(
        "train",
        "Train",
        "p. 159",
        "50g an XP",
        "pay an expert to teach a talent: each XP invested is a prepared use",
    ),
)
BY_ID = {a.id: a for a in ACTIONS}

RESEARCH_COST = 50  # p. 159
TRAIN_COST = 50  # gold per XP invested, p. 159
FUNERAL_COST = 100  # gold per XP kept, p. 158
BUILD_RATE = 50  # gold per syllable, p. 156
INTEREST_PERCENT = 2  # p. 156

Band = Literal["farmer", "adventurer", "noble", "new"]
BANDS: dict[Band, int] = {"farmer": 1, "adventurer": 5, "noble": 10, "new": 25}  # p. 158

Scale = Literal["basic", "best", "city"]
# the digest's policy for the price guide of p. 159: steps (complexity) and gold a step
SCALES: dict[Scale, tuple[int, int]] = {"basic": (3, 50), "best": (5, 100), "city": (8, 100)}


def find(word: str) -> CityAction:
    """A City Action by its id or name."""
    wanted = word.strip().lower()
    for action in ACTIONS:
        if wanted in (action.id, action.name.lower()):
            return action
    names = ", ".join(a.id for a in ACTIONS)
    raise IllegalCommand(f"there is no City Action {word!r}: {names} (pp. 156–159)")


def carouse(brought: int, share: Literal["half", "all"]) -> tuple[int, int]:
    """Gold spent and XP gained carousing away ``brought`` (p. 156): half (rounded up) for
    1 XP, all for 2 XP; nothing brought back buys nothing."""
    if brought <= 0:
        return 0, 0
    if share == "all":
        return brought, 2
    return (brought + 1) // 2, 1


def interest(balance: int) -> int:
    """A bank's yearly 2% on what is deposited, rounded down (p. 156, digest policy)."""
    return balance * INTEREST_PERCENT // 100


def beg(card_value: int, wands: int) -> int:
    """Beg and Busk (p. 156): the card's value plus Wands, in gold."""
    return card_value + wands


def answers(great: bool) -> int:
    """Questions a Research test earns (p. 159)."""
    return 3 if great else 1
