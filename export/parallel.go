package export

import (
	"context"
	"sync"
)

// This file runs a stage's work on the workers.

// parallel runs work(i) for i in [0, n) on workers goroutines, each with
// its own state from newWorker; finish, when not nil, runs as each worker
// ends. The first error stops the rest.
func parallel(ctx context.Context, n, workers int, newWorker func() (work func(int) error, finish func())) error {
	next := make(chan int)
	errc := make(chan error, workers)
	var wg sync.WaitGroup
	for range min(workers, max(n, 1)) {
		wg.Go(func() {
			work, finish := newWorker()
			if finish != nil {
				defer finish()
			}
			for i := range next {
				if err := work(i); err != nil {
					errc <- err
					for range next {
					}
					return
				}
			}
		})
	}
	var err error
feed:
	for i := range n {
		select {
		case next <- i:
		case err = <-errc:
			break feed
		case <-ctx.Done():
			err = ctx.Err()
			break feed
		}
	}
	close(next)
	wg.Wait()
	close(errc)
	if err == nil {
		err = <-errc
	}
	if err == nil {
		err = ctx.Err() // cancelled once every job was handed out
	}
	return err
}
