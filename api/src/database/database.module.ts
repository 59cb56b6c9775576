import { Global, Module } from '@nestjs/common';
import { ReadCache } from './read-cache';
import { Transactions } from './transactions';

@Global()
@Module({ providers: [Transactions, ReadCache], exports: [Transactions, ReadCache] })
export class DatabaseModule {}
