"""Past one machine: the chunks of a batch or a sim farmed out to a Dask cluster.

``worm gen --batch … --scheduler ADDRESS`` and ``worm sim … --scheduler ADDRESS`` hand the same
chunks of seeds they would give ``--jobs`` processes to the workers of the scheduler at
ADDRESS, and read the answers back in the order the chunks were given, so the rows are the same
rows in the same order. Dask is an optional extra (``worm[dask]``): only this module imports
it, and only the command line imports this module, when ``--scheduler`` is given. Every worker
needs worm installed, at the same version, for the same seeds to make the same Underworlds.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from types import TracebackType
from typing import Any

from worm.errors import WormError

try:
    from distributed import Client
    from distributed.comm.addressing import resolve_address
except ImportError:  # the extra is not installed: ``Farm`` says what to install
    Client = None  # type: ignore[assignment,misc]

EXTRA = "worm[dask]"
CONNECT_SECONDS = 10  # how long to wait for the scheduler before saying it cannot be reached


class Farm:
    """A connection to a Dask scheduler that maps a function over tasks, answers in order.

    Use it as a context manager: ``with Farm(address) as farm: farm.map(f, tasks)``.
    """

    def __init__(self, address: str) -> None:
        if Client is None:
            raise WormError(
                f"--scheduler needs Dask, an optional extra: install {EXTRA!r} "
                "(pip install 'worm[dask]', or uv sync --extra dask)"
            )
        self.address = address
        self._client: Any = None

    def __enter__(self) -> Farm:
        try:
            # A malformed address is refused before a client exists: one that fails half-made
            # hangs the interpreter's exit for 20 s, closing a connection it never had.
            resolve_address(self.address)
        except (OSError, ValueError) as error:
            raise WormError(
                f"--scheduler {self.address}: not a scheduler's address such as "
                f"tcp://10.0.0.5:8786 ({error})"
            ) from None
        try:
            self._client = Client(  # type: ignore[no-untyped-call]
                self.address, timeout=CONNECT_SECONDS, set_as_default=False
            )
        except (OSError, TimeoutError, ValueError) as error:
            raise WormError(
                f"--scheduler {self.address}: cannot reach a Dask scheduler there ({error})"
            ) from None
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self._client is not None:
            self._client.close()
            self._client = None

    def map(self, work: Callable[[Any], list[Any]], tasks: Iterable[Any]) -> Iterator[list[Any]]:
        """``work(task)`` for every task on the cluster's workers, yielded in the tasks' order
        as soon as each is done and those before it are. ``pure=False``: a task is run again
        on every call, never taken from what the cluster kept of an earlier batch."""
        if self._client is None:
            raise RuntimeError("Farm.map outside its with block")
        futures = self._client.map(work, list(tasks), pure=False)
        try:
            for future in futures:
                yield future.result()
        finally:
            self._client.cancel(futures)
